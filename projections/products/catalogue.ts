import type { ProductEvent } from '../../schemas/products/events.js';
import type { Db } from '../read-db.js';

/**
 * Staff edits and deletions of products in the products read model. The newest pages read
 * `seq` and `cat_seq` as dense ranges (1..count, the count in `product_counts`), so a deletion
 * closes its gap and a category change moves the product out of one numbering and into the
 * other at the place its listing order gives it. A shift moves the rows through negative
 * numbers first, so the unique indexes never see two rows on one number whatever order SQLite
 * updates them in.
 */
export const listStatements = (db: Db) => ({
  productPlace: db.prepare<[number], { seq: number; cat_seq: number; category: string }>('SELECT seq, cat_seq, category FROM products WHERE id = ?'),
  updateProduct: db.prepare(`UPDATE products SET name = coalesce(@name, name), name_key = coalesce(@nameKey, name_key), brand = coalesce(@brand, brand),
      price_range = coalesce(@priceRange, price_range), description = coalesce(@description, description),
      image_url = CASE WHEN @setImage THEN @imageUrl ELSE image_url END,
      affiliate_link = CASE WHEN @setLink THEN @affiliateLink ELSE affiliate_link END,
      revision = @revision, updated_at = @at WHERE id = @id`),
  removeProduct: db.prepare('DELETE FROM products WHERE id = ?'),
  park: db.prepare('UPDATE products SET cat_seq = 0 WHERE id = ?'),
  place: db.prepare('UPDATE products SET category = ?, cat_seq = ? WHERE id = ?'),
  seqDown: db.prepare('UPDATE products SET seq = -(seq - 1) WHERE seq > ?'),
  seqBack: db.prepare('UPDATE products SET seq = -seq WHERE seq < 0'),
  catDown: db.prepare('UPDATE products SET cat_seq = -(cat_seq - 1) WHERE category = ? AND cat_seq > ?'),
  catUp: db.prepare('UPDATE products SET cat_seq = -(cat_seq + 1) WHERE category = ? AND cat_seq >= ?'),
  catBack: db.prepare('UPDATE products SET cat_seq = -cat_seq WHERE category = ? AND cat_seq < 0'),
  catBefore: db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM products WHERE category = ? AND seq < ?'),
  addCount: db.prepare('UPDATE product_counts SET total = total + ? WHERE category = ?'),
  ensureCount: db.prepare('INSERT INTO product_counts (category, total) VALUES (?, 0) ON CONFLICT(category) DO NOTHING'),
});

type S = ReturnType<typeof listStatements>;
type Edited = Extract<ProductEvent, { type: 'ProductEdited' }>['data'];

function leaveCategory(s: S, id: number, category: string, catSeq: number) {
  s.park.run(id);
  s.catDown.run(category, catSeq);
  s.catBack.run(category);
  s.addCount.run(-1, category);
}

export function editProduct(s: S, d: Edited, revision: number, at: string) {
  const row = s.productPlace.get(d.productId);
  if (!row) return;
  s.updateProduct.run({
    id: d.productId,
    name: d.name ?? null,
    nameKey: d.name?.toLowerCase() ?? null,
    brand: d.brand ?? null,
    priceRange: d.priceRange ?? null,
    description: d.description ?? null,
    setImage: d.imageUrl !== undefined ? 1 : 0,
    imageUrl: d.imageUrl ?? null,
    setLink: d.affiliateLink !== undefined ? 1 : 0,
    affiliateLink: d.affiliateLink ?? null,
    revision,
    at,
  });
  if (d.category === undefined || d.category === row.category) return;
  leaveCategory(s, d.productId, row.category, row.cat_seq);
  const pos = s.catBefore.get(d.category, row.seq)!.n + 1;
  s.catUp.run(d.category, pos);
  s.catBack.run(d.category);
  s.place.run(d.category, pos, d.productId);
  s.ensureCount.run(d.category);
  s.addCount.run(1, d.category);
}

export function deleteProduct(s: S, id: number) {
  const row = s.productPlace.get(id);
  if (!row) return;
  leaveCategory(s, id, row.category, row.cat_seq);
  s.removeProduct.run(id);
  s.seqDown.run(row.seq);
  s.seqBack.run();
  s.addCount.run(-1, '');
}

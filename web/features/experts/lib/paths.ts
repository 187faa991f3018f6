export const EXPERTS_PATH = '/experts';

/** /experts with its filters: `q` (text) and `specialization`; none means all experts. */
export function expertsPath(q: string, specialization: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (specialization) params.set('specialization', specialization);
  const query = params.toString();
  return query ? `${EXPERTS_PATH}?${query}` : EXPERTS_PATH;
}

export const expertPath = (id: number) => `${EXPERTS_PATH}/${id}`;
export const interviewPath = (slug: string) => `${EXPERTS_PATH}/interviews/${encodeURIComponent(slug)}`;

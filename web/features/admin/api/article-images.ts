import { useBodyUpload } from './upload';

export type UploadedImage = { url: string; width: number; height: number };

/** Uploads an article image (a cover or a content image) to `path`; resolves with its url and size. */
export const useArticleImageUpload = (path: string) => useBodyUpload<UploadedImage>(path, (body) => body.image as UploadedImage | undefined);

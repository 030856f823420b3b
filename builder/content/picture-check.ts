/** Whether a picture the content names is there and is an image the build can draw. */
import sharp from 'sharp';
import type { ContentFolder } from './content-folder.ts';

/** Why the picture `name` (as the content names it) cannot be drawn, or undefined when it can. */
export async function pictureProblem(folder: ContentFolder, name: string): Promise<string | undefined> {
  if (!folder.has(name)) return `names content/${name}, which does not exist`;
  const format = await folder
    .picture(name)
    .then((bytes) => sharp(bytes).metadata())
    .then(
      ({ format }) => format,
      () => undefined,
    );
  if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format))
    return `content/${name} is not a JPEG, PNG, WebP or AVIF image`;
  return undefined;
}

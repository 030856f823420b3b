import type { BuiltImage } from '../../shared/schema.ts';

/**
 * An image as the build made it (shared/schema.ts BuiltImage): one `<source>` per format, best
 * first, and an `<img>` with its width and height, so its room is kept before it arrives.
 * `loading` comes before `src`: a browser given `src` first may start the download at once. The
 * `sizes` belongs on each `<source>`: a browser picks the file from the source it takes.
 */
export function Picture({
  image,
  className,
  loading = 'eager',
}: {
  image: BuiltImage;
  className?: string;
  loading?: 'eager' | 'lazy';
}) {
  return (
    <picture className={className}>
      {image.sources.map(({ type, srcset }) => (
        <source key={type} type={type} srcSet={srcset} sizes={image.sizes} />
      ))}
      <img
        loading={loading}
        decoding="async"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
      />
    </picture>
  );
}

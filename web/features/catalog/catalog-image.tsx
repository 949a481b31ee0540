import { ShoppingBasket } from 'lucide-react';

/** A 240×240 image in a fixed square box, so the grid never shifts while images load. */
export function CatalogImage({
  src,
  alt,
  wide = false,
}: {
  src: string | null;
  alt: string;
  /** A 2:1 box (packages, one a row on a phone) instead of a square. */
  wide?: boolean;
}) {
  return (
    <div
      className={`${wide ? 'aspect-[2/1]' : 'aspect-square'} w-full overflow-hidden rounded-xl bg-gray-100 dark:bg-gray-800`}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
      ) : (
        <div className="flex size-full items-center justify-center" role="img" aria-label={alt}>
          <ShoppingBasket aria-hidden="true" className="size-10 text-gray-500 dark:text-gray-400" />
        </div>
      )}
    </div>
  );
}

import { shopSlogan } from '../../domain/settings';
import { useShopSettings } from '../app/shop-settings';

export type LogoSize = 'small' | 'medium' | 'large';

const SIZES: Record<LogoSize, { mark: string; word: string; slogan: string }> = {
  small: { mark: 'size-8', word: 'text-lg', slogan: 'text-xs' },
  medium: { mark: 'size-10', word: 'text-2xl', slogan: 'text-sm' },
  large: { mark: 'size-16', word: 'text-4xl', slogan: 'text-base' },
};

/** The brand: a basket mark and the wordmark, optionally with the slogan underneath. */
export function Logo({
  size = 'medium',
  slogan = false,
  compactMark = false,
}: {
  size?: LogoSize;
  slogan?: boolean;
  /** Hides the mark under 360 px, where a header row needs its width for the wordmark. */
  compactMark?: boolean;
}) {
  const s = SIZES[size];
  const settings = useShopSettings();
  const brand = settings.tienda.nombre;
  const [first, second] = splitBrand(brand);
  return (
    <span
      role="img"
      aria-label={slogan ? `${brand}. ${shopSlogan(settings)}` : brand}
      className="inline-flex items-center gap-2"
      data-size={size}
    >
      <LogoMark className={`${s.mark} shrink-0 ${compactMark ? 'hidden min-[360px]:block' : ''}`} />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={`${s.word} font-extrabold tracking-tight`}>
          <span className="text-emerald-800 dark:text-emerald-300">{first}</span>
          {/* At 200 % text on a phone the wordmark may take two lines, between its halves. */}
          <wbr />
          <span className="text-gray-900 dark:text-white">{second}</span>
        </span>
        {slogan && (
          <span className={`${s.slogan} font-medium text-balance text-gray-600 dark:text-gray-300`}>
            {shopSlogan(settings)}
          </span>
        )}
      </span>
    </span>
  );
}

function splitBrand(brand: string): [string, string] {
  const match = /^([A-Z][a-z]+)(.*)$/.exec(brand);
  return match ? [match[1] ?? brand, match[2] ?? ''] : [brand, ''];
}

export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" className="fill-emerald-700 dark:fill-emerald-600" />
      <path
        d="M14 22h6l5 22h20l5-16H23"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="28" cy="51" r="3.5" fill="#fbbf24" />
      <circle cx="43" cy="51" r="3.5" fill="#fbbf24" />
    </svg>
  );
}

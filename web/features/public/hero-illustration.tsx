/** The landing hero's picture: five towers and a basket on its way. Inline SVG, no download. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  const towers = [
    { x: 20, h: 150 },
    { x: 78, h: 190 },
    { x: 136, h: 215 },
    { x: 194, h: 180 },
    { x: 252, h: 160 },
  ];
  const ground = 250;
  return (
    <svg viewBox="0 0 320 280" aria-hidden="true" focusable="false" className={className}>
      <circle cx="250" cy="60" r="34" className="fill-amber-300 dark:fill-amber-200/80" />
      {towers.map((tower) => (
        <g key={tower.x}>
          <rect
            x={tower.x}
            y={ground - tower.h}
            width="48"
            height={tower.h}
            rx="6"
            className="fill-emerald-700 dark:fill-emerald-800"
          />
          {Array.from({ length: Math.floor((tower.h - 30) / 24) }, (_, row) => (
            <g key={row}>
              <rect
                x={tower.x + 9}
                y={ground - tower.h + 14 + row * 24}
                width="11"
                height="11"
                rx="2"
                className="fill-emerald-100 dark:fill-amber-200/70"
              />
              <rect
                x={tower.x + 28}
                y={ground - tower.h + 14 + row * 24}
                width="11"
                height="11"
                rx="2"
                className="fill-emerald-100 dark:fill-amber-200/70"
              />
            </g>
          ))}
        </g>
      ))}
      <rect
        x="0"
        y={ground}
        width="320"
        height="30"
        rx="4"
        className="fill-emerald-200 dark:fill-emerald-950"
      />
      <g transform="translate(108 196)">
        <rect
          x="0"
          y="10"
          width="104"
          height="56"
          rx="14"
          className="fill-white dark:fill-gray-900"
        />
        <path
          d="M16 22h10l8 30h40l8-22H30"
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-emerald-800 dark:stroke-emerald-300"
        />
        <circle cx="40" cy="58" r="4" className="fill-amber-500" />
        <circle cx="70" cy="58" r="4" className="fill-amber-500" />
      </g>
    </svg>
  );
}

import { club } from '@vsf/engine';

interface ClubCrestProps {
  /** Rendered height in px; the crest keeps its 5:6 shape. */
  size?: number;
  /** True where a text next to the crest already names the club. */
  decorative?: boolean;
  className?: string;
}

const SHIELD = 'M50 3 L95 15 V55 C95 85 76 104 50 117 C24 104 5 85 5 55 V15 Z';
const INNER_SHIELD = 'M50 11 L87 21 V55 C87 80 71 96 50 107 C29 96 13 80 13 55 V21 Z';

/** The club's crest, drawn in the configured club colours. */
export function ClubCrest({ size = 64, decorative = false, className }: ClubCrestProps) {
  const { primary, primaryDark, accent } = club.colours;
  const foundedYear = club.founded.slice(0, 4);
  return (
    <svg
      className={className}
      width={(size * 5) / 6}
      height={size}
      viewBox="0 0 100 120"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : `${club.name} klubbmerke`}
    >
      <path d={SHIELD} fill={primaryDark} stroke={accent} strokeWidth="4" strokeLinejoin="round" />
      <path d={INNER_SHIELD} fill={primary} />
      <g transform="translate(50 29)">
        <circle r="10" fill="#ffffff" stroke={primaryDark} strokeWidth="1.5" />
        <path d="M0 -4.6 L4.4 -1.4 L2.7 3.7 L-2.7 3.7 L-4.4 -1.4 Z" fill={primaryDark} />
      </g>
      <text
        x="50"
        y="67"
        textAnchor="middle"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontWeight="800"
        fontSize="25"
        letterSpacing="1"
        fill="#ffffff"
      >
        {club.shortName}
      </text>
      <path d="M13 75 H87 V84 H13 Z" fill={accent} />
      <text
        x="50"
        y="97"
        textAnchor="middle"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontWeight="700"
        fontSize="9"
        letterSpacing="2"
        fill={accent}
      >
        {foundedYear}
      </text>
    </svg>
  );
}

/** The Collabify mark: two linked rings on a purple tile (same drawing as the favicon). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#5436F5" />
      <circle cx="25" cy="32" r="13" fill="none" stroke="#FFFFFF" strokeWidth="6" />
      <circle cx="41" cy="32" r="13" fill="none" stroke="#C5BBFC" strokeWidth="6" />
    </svg>
  );
}

/**
 * The flag of Haiti: blue over red, with the coat of arms on a white panel (simplified: palm,
 * cap of liberty and the green mound) so it stays a few hundred bytes.
 */
export function HaitiFlag({ label, width = 60 }: { readonly label: string; readonly width?: number }) {
  return (
    <svg width={width} height={(width * 3) / 5} viewBox="0 0 50 30" role="img" aria-label={label}>
      <title>{label}</title>
      <rect width="50" height="15" fill="#00209F" />
      <rect y="15" width="50" height="15" fill="#D21034" />
      <rect x="17" y="9" width="16" height="12" fill="#FFFFFF" />
      <path d="M18.5 20h13l-1.5-2.4h-10z" fill="#016A16" />
      <path d="M24.6 17.6V11.6h0.8v6z" fill="#8B5A2B" />
      <path d="M25 11.4c-1.8-.2-3 .6-3.6 1.6 1.3-.7 2.4-.8 3.6-.6 1.2-.2 2.3-.1 3.6.6-.6-1-1.8-1.8-3.6-1.6z" fill="#016A16" />
      <path d="M24.2 10.6h1.6l-.3-1.2h-1z" fill="#D21034" />
    </svg>
  );
}

/** The association's mark: a bridge arching over a paw. Drawn by the project. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <circle cx="24" cy="24" r="23" fill="#b4461c" />
      <path d="M6 30c5-9 11-13 18-13s13 4 18 13" fill="none" stroke="#fff7ed" strokeWidth="3" strokeLinecap="round" />
      <path d="M12 30v6M18 25v11M24 23v13M30 25v11M36 30v6" stroke="#fff7ed" strokeWidth="2" strokeLinecap="round" />
      <ellipse cx="24" cy="11.5" rx="3.2" ry="2.6" fill="#fff7ed" />
      <circle cx="19.2" cy="8.4" r="1.4" fill="#fff7ed" />
      <circle cx="22.4" cy="6.6" r="1.4" fill="#fff7ed" />
      <circle cx="25.8" cy="6.6" r="1.4" fill="#fff7ed" />
      <circle cx="28.9" cy="8.4" r="1.4" fill="#fff7ed" />
    </svg>
  );
}

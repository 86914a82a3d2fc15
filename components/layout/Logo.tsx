/** The wordmark, drawn inline so it needs no request and scales crisply. */
export function Logo() {
  return (
    <svg viewBox="0 0 180 40" width="144" height="32" role="img" aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="32" height="32" rx="6" fill="#0b3c5d" />
      <path d="M8 28V12h4v12h8v4z" fill="#f2a900" />
      <text x="40" y="27" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill="currentColor">
        LPI Learning
      </text>
    </svg>
  )
}

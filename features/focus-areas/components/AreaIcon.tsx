import type { TAreaIcon } from '@/backend/fields/area-icon'

/** 24×24 stroke drawings for the CMS's icon choices (backend/fields/area-icon.ts); decorative, so hidden. */
const PATHS: Record<TAreaIcon, string> = {
  finance: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M12 3l9 5H3z',
  partnership: 'M8 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM16 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-3.5 2.7-6 6-6s6 2.5 6 6M14 15.3c.6-.2 1.3-.3 2-.3 3.3 0 6 2.5 6 6',
  guarantee: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  risk: 'M12 4L2.5 20h19zM12 10v4.5M12 17.5v.5',
  policy: 'M7 3h8l4 4v14H7zM15 3v4h4M10 11h6M10 14.5h6M10 18h4',
  regional: 'M12 21s-6.5-6.2-6.5-11.5a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  learning: 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6',
  research: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.3 15.3L21 21M7.5 12.5v-2M10.5 12.5v-4M13.5 12.5v-3',
  sustainability: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19c3-4 6-7 10-9',
  network: 'M12 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM19 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM12 7v5M12 12l-5.5 4.5M12 12l5.5 4.5',
}

export function AreaIcon({ name, size = 28 }: { name: TAreaIcon; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

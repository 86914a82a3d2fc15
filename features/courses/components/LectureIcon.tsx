const PATHS: Record<string, string> = {
  audio: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  video: 'M15 10l5-3v10l-5-3M3 6h12v12H3z',
  file: 'M14 3H6v18h12V7l-4-4Zm0 0v4h4M9 13h6M9 17h6',
  presentation: 'M3 4h18M5 4v10h14V4M12 14v4m-4 3 4-3 4 3',
  reading: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 14a2 2 0 0 1 2-2h13',
  quiz: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V14m0 4h.01M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Z',
}

/** The lecture type's icon (spec section 2: audio, video, file, presentation, reading, quiz); decorative. */
export function LectureIcon({ type }: { type: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" data-type={type}>
      <path d={PATHS[type] ?? PATHS.reading} />
    </svg>
  )
}

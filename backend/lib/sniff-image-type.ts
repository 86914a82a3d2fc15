/** The image type the first bytes prove (JPEG, PNG, WEBP), or null: a renamed file is not an image. */
export function sniffImageType(data: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...data.subarray(start, end))
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.length > 8 && ascii(1, 4) === 'PNG' && data[0] === 0x89 && data[4] === 0x0d && data[5] === 0x0a) return 'image/png'
  if (data.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}

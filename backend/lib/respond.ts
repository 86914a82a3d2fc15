/** The API's envelope: success, message, data. Callers act on HTTP 200 only (spec section 8). */
export function ok<T>(data: T, message = 'Success'): Response {
  return Response.json({ success: true, message, data }, { status: 200 })
}

export function fail(status: number, message: string): Response {
  return Response.json({ success: false, message }, { status })
}

export const NOT_FOUND_MESSAGE = 'The data you are looking for was not found'

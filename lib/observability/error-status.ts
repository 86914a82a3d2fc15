type TErrorWithStatus = { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null }

function asStatus(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null
}

/**
 * Spec section 8: an unhandled route error's status comes from its statusCode, its status or the status
 * of the response it carries (an HTTP client's error), else 500. Anything but an error status is ignored.
 */
export function routeErrorStatus(error: unknown): number {
  if (!error || typeof error !== 'object') return 500
  const { statusCode, status, response } = error as TErrorWithStatus
  return asStatus(statusCode) ?? asStatus(status) ?? asStatus(response?.status) ?? 500
}

// A fetch that connects from a given loopback address (127.x.y.z all reach this machine), so each simulated
// client has its own address behind the balancer, as real ones do: per-address limits then see one client each.
import { Agent, fetch as undiciFetch } from 'undici'

/**
 * HAProxy closes a client's connection after the 502 of a request that was in flight on a killed instance; the
 * next request must not go out on it. So after a 5xx the connections are dropped and the next request opens a
 * fresh one (as a browser's connection would have seen the close), and a GET that still finds a kept connection
 * closed is sent once more, as browsers do.
 * @returns {typeof fetch}
 */
export function fetchFrom(localAddress) {
  let dispatcher = new Agent({ localAddress })
  const send = async (url, init) => {
    const response = await undiciFetch(url, { ...init, dispatcher })
    if (response.status >= 500) {
      const closing = dispatcher
      dispatcher = new Agent({ localAddress })
      response.clone().arrayBuffer().finally(() => closing.close().catch(() => {}))
    }
    return response
  }
  return async (url, init = {}) => {
    try {
      return await send(url, init)
    } catch (error) {
      if ((init.method ?? 'GET') !== 'GET' || error?.cause?.code !== 'UND_ERR_SOCKET') throw error
      return send(url, init)
    }
  }
}

/** A distinct loopback address per index: 127.<block>.<high>.<low> (index up to 65,000). */
export const loopbackAddress = (block, index) => `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`

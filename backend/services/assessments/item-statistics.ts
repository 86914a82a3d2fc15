/**
 * Classical item analysis over the attempts that showed a question:
 * - facility: the mean credit (0..1), how easy the question was;
 * - discrimination: the point-biserial (Pearson) correlation between the question's credit and the attempt's score
 *   on the other questions, so the question does not correlate with itself. Null with fewer than three attempts
 *   or when either side does not vary.
 */
export type TItemObservation = { credit: number; restScore: number }
export type TItemStatistics = { n: number; facility: number | null; discrimination: number | null }

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

export function itemStatistics(observations: TItemObservation[]): TItemStatistics {
  const n = observations.length
  if (!n) return { n, facility: null, discrimination: null }
  const credits = observations.map((row) => row.credit)
  const rests = observations.map((row) => row.restScore)
  const facility = mean(credits)
  if (n < 3) return { n, facility, discrimination: null }
  const restMean = mean(rests)
  let covariance = 0
  let creditSpread = 0
  let restSpread = 0
  for (const row of observations) {
    covariance += (row.credit - facility) * (row.restScore - restMean)
    creditSpread += (row.credit - facility) ** 2
    restSpread += (row.restScore - restMean) ** 2
  }
  if (!creditSpread || !restSpread) return { n, facility, discrimination: null }
  return { n, facility, discrimination: covariance / Math.sqrt(creditSpread * restSpread) }
}

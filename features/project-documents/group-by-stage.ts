import type { TProjectStage } from '@/backend/collections/ProjectDocuments'

/** Documents in runs of one stage, keeping their order (the API already sorts by stage). */
export function groupByStage<T extends { stage: TProjectStage }>(items: T[]): { stage: TProjectStage; items: T[] }[] {
  const groups: { stage: TProjectStage; items: T[] }[] = []
  for (const item of items) {
    const last = groups.at(-1)
    if (last?.stage === item.stage) last.items.push(item)
    else groups.push({ stage: item.stage, items: [item] })
  }
  return groups
}

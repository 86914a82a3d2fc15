import type { TPolicyKey } from '../../../lib/contracts/legal'
import type { TBilingual } from '../types'

/** A policy document; bodies are richLines source ("## " headings, "- " bullets, "1. " numbered items). */
export type TPolicySeed = { key: TPolicyKey; lastUpdated: string; title: TBilingual; summary: TBilingual; body: TBilingual }

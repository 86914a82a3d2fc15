'use client'
import { useQuery } from '@tanstack/react-query'
import { useLocale } from 'next-intl'
import type { TMasterOption } from '@/backend/services/master/list-master-options'
import type { TRegion } from '@/backend/services/master/list-regions'
import { browserGet } from '@/lib/api/browser-get'
import type { Locale } from '@/lib/i18n/config'

export type TMasterList = 'occupations' | 'industry-sectors' | 'education' | 'work-experience'

/** One of the profile form's choice lists (spec section 7 Master), in the page language. */
export function useMasterOptions(list: TMasterList) {
  const locale = useLocale() as Locale
  return useQuery({
    queryKey: ['master', list, locale],
    queryFn: async () => (await browserGet<TMasterOption[]>(locale, `/${list}`)) ?? [],
    staleTime: 60 * 60 * 1000,
  })
}

export function useProvinces() {
  const locale = useLocale() as Locale
  return useQuery({
    queryKey: ['provinces'],
    queryFn: async () => (await browserGet<TRegion[]>(locale, '/province')) ?? [],
    staleTime: 60 * 60 * 1000,
  })
}

/** The cities of the chosen province; nothing is asked before a province is chosen. */
export function useCities(provinceId: number | null) {
  const locale = useLocale() as Locale
  return useQuery({
    queryKey: ['cities', provinceId],
    enabled: !!provinceId,
    queryFn: async () => (await browserGet<TRegion[]>(locale, '/city', { provinceId })) ?? [],
    staleTime: 60 * 60 * 1000,
  })
}

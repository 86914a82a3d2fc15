import type { TEventFormat } from '../collections/Events/options'
import type { TTopicKey } from './elibrary-taxonomy'
import type { TSpeakerKey } from './event-speakers'
import type { TEventTopicKey } from './event-topics'
import type { TBilingual } from './types'

export type TVenueSeed = { name: TBilingual; address: TBilingual; city: string }

/** Material seeds: slides or a report as a generated PDF, the institute's recordings channel, or an e-library link. */
export type TMaterialSeed = 'slides' | 'report' | 'recording' | 'library'

/**
 * One seeded event. Dates are days from the seed run and WIB wall-clock times, so upcoming events stay
 * upcoming whenever the seed runs; `days` is how many days it lasts (default 1).
 */
export type TEventSeed = {
  daysFromNow: number
  days?: number
  start: string
  end: string
  format: TEventFormat
  topics: (TTopicKey | TEventTopicKey)[]
  title: TBilingual
  summary: TBilingual
  body: { id: string[]; en: string[] }
  venue?: TVenueSeed
  onlineUrl?: string
  onlineLinkPublic?: boolean
  capacity?: number
  /** Registration switched on, closing this many days after the seed day at 17:00 WIB (none: at the start). */
  registration?: { closesInDays?: number }
  speakers: TSpeakerKey[]
  materials?: TMaterialSeed[]
  highlight?: boolean
}

export const VENUES = {
  jakarta: {
    name: { id: 'Auditorium Sahid Sudirman Center', en: 'Sahid Sudirman Center Auditorium' },
    address: { id: 'Jl. Jenderal Sudirman Kav. 86, Karet Tengsin, Jakarta Pusat', en: 'Jl. Jenderal Sudirman Kav. 86, Karet Tengsin, Central Jakarta' },
    city: 'Jakarta',
  },
  surabaya: {
    name: { id: 'Ruang Rapat Bappeda Provinsi Jawa Timur', en: 'East Java Development Planning Agency Meeting Hall' },
    address: { id: 'Jl. Pahlawan No. 102, Surabaya', en: 'Jl. Pahlawan No. 102, Surabaya' },
    city: 'Surabaya',
  },
  makassar: {
    name: { id: 'Aula Kantor Gubernur Sulawesi Selatan', en: 'South Sulawesi Governor’s Office Hall' },
    address: { id: 'Jl. Urip Sumoharjo No. 269, Makassar', en: 'Jl. Urip Sumoharjo No. 269, Makassar' },
    city: 'Makassar',
  },
  bandung: {
    name: { id: 'Gedung Sate, Ruang Serbaguna', en: 'Gedung Sate, Multipurpose Hall' },
    address: { id: 'Jl. Diponegoro No. 22, Bandung', en: 'Jl. Diponegoro No. 22, Bandung' },
    city: 'Bandung',
  },
  medan: {
    name: { id: 'Hotel Santika Dyandra, Ruang Toba', en: 'Santika Dyandra Hotel, Toba Room' },
    address: { id: 'Jl. Kapten Maulana Lubis No. 7, Medan', en: 'Jl. Kapten Maulana Lubis No. 7, Medan' },
    city: 'Medan',
  },
  yogyakarta: {
    name: { id: 'Auditorium Fakultas Ekonomi universitas mitra', en: 'Faculty of Economics Auditorium, partner university' },
    address: { id: 'Jl. Sosio Humaniora No. 1, Bulaksumur, Sleman', en: 'Jl. Sosio Humaniora No. 1, Bulaksumur, Sleman' },
    city: 'Yogyakarta',
  },
  balikpapan: {
    name: { id: 'Balikpapan Sport and Convention Center, Ruang Mahakam', en: 'Balikpapan Sport and Convention Center, Mahakam Room' },
    address: { id: 'Jl. Ruhui Rahayu, Balikpapan Selatan', en: 'Jl. Ruhui Rahayu, South Balikpapan' },
    city: 'Balikpapan',
  },
} satisfies Record<string, TVenueSeed>

export const ZOOM_LINK = 'https://zoom.us/j/81234567890'
export const STREAM_LINK = 'https://www.youtube.com/@lpilearning/streams'

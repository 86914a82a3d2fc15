import type { TMasterGroup } from '../collections/MasterOptions'

type TOption = { id: string; en: string; isOther?: boolean }

/** The profile form's choice lists, in both languages, in the order the form shows them. */
export const MASTER_OPTIONS: Record<TMasterGroup, TOption[]> = {
  occupation: [
    { id: 'Aparatur Sipil Negara (ASN)', en: 'Civil servant' },
    { id: 'Pegawai BUMN/BUMD', en: 'State- or region-owned enterprise employee' },
    { id: 'Pegawai Swasta', en: 'Private sector employee' },
    { id: 'Akademisi/Dosen', en: 'Academic/Lecturer' },
    { id: 'Peneliti', en: 'Researcher' },
    { id: 'Konsultan', en: 'Consultant' },
    { id: 'Mahasiswa', en: 'Student' },
    { id: 'Wiraswasta', en: 'Entrepreneur' },
    { id: 'Lainnya', en: 'Other', isOther: true },
  ],
  'industry-sector': [
    { id: 'Pemerintah Pusat', en: 'Central government' },
    { id: 'Pemerintah Daerah', en: 'Regional government' },
    { id: 'Jalan dan Jembatan', en: 'Roads and bridges' },
    { id: 'Transportasi', en: 'Transport' },
    { id: 'Energi dan Ketenagalistrikan', en: 'Energy and electricity' },
    { id: 'Air Minum dan Sanitasi', en: 'Water supply and sanitation' },
    { id: 'Telekomunikasi dan Informatika', en: 'Telecommunications and IT' },
    { id: 'Kesehatan', en: 'Health' },
    { id: 'Pendidikan', en: 'Education' },
    { id: 'Perbankan dan Jasa Keuangan', en: 'Banking and financial services' },
    { id: 'Konstruksi', en: 'Construction' },
    { id: 'Lainnya', en: 'Other', isOther: true },
  ],
  education: [
    { id: 'SMA/Sederajat', en: 'Senior high school' },
    { id: 'Diploma (D3/D4)', en: 'Diploma' },
    { id: 'Sarjana (S1)', en: "Bachelor's degree" },
    { id: 'Magister (S2)', en: "Master's degree" },
    { id: 'Doktor (S3)', en: 'Doctorate' },
  ],
  'work-experience': [
    { id: 'Kurang dari 1 tahun', en: 'Less than 1 year' },
    { id: '1–3 tahun', en: '1–3 years' },
    { id: '3–5 tahun', en: '3–5 years' },
    { id: '5–10 tahun', en: '5–10 years' },
    { id: 'Lebih dari 10 tahun', en: 'More than 10 years' },
  ],
}

/**
 * Every regency (Kabupaten) and city (Kota) of Java's six provinces, Kemendagri codes; the first two
 * digits are the province. Regencies are named without the "Kabupaten" prefix, cities with "Kota".
 */
export const JAVA_CITIES: Record<string, string> = {
  '3101': 'Kepulauan Seribu', '3171': 'Kota Jakarta Selatan', '3172': 'Kota Jakarta Timur', '3173': 'Kota Jakarta Pusat',
  '3174': 'Kota Jakarta Barat', '3175': 'Kota Jakarta Utara',
  '3201': 'Bogor', '3202': 'Sukabumi', '3203': 'Cianjur', '3204': 'Bandung', '3205': 'Garut', '3206': 'Tasikmalaya',
  '3207': 'Ciamis', '3208': 'Kuningan', '3209': 'Cirebon', '3210': 'Majalengka', '3211': 'Sumedang', '3212': 'Indramayu',
  '3213': 'Subang', '3214': 'Purwakarta', '3215': 'Karawang', '3216': 'Bekasi', '3217': 'Bandung Barat', '3218': 'Pangandaran',
  '3271': 'Kota Bogor', '3272': 'Kota Sukabumi', '3273': 'Kota Bandung', '3274': 'Kota Cirebon', '3275': 'Kota Bekasi',
  '3276': 'Kota Depok', '3277': 'Kota Cimahi', '3278': 'Kota Tasikmalaya', '3279': 'Kota Banjar',
  '3301': 'Cilacap', '3302': 'Banyumas', '3303': 'Purbalingga', '3304': 'Banjarnegara', '3305': 'Kebumen', '3306': 'Purworejo',
  '3307': 'Wonosobo', '3308': 'Magelang', '3309': 'Boyolali', '3310': 'Klaten', '3311': 'Sukoharjo', '3312': 'Wonogiri',
  '3313': 'Karanganyar', '3314': 'Sragen', '3315': 'Grobogan', '3316': 'Blora', '3317': 'Rembang', '3318': 'Pati',
  '3319': 'Kudus', '3320': 'Jepara', '3321': 'Demak', '3322': 'Semarang', '3323': 'Temanggung', '3324': 'Kendal',
  '3325': 'Batang', '3326': 'Pekalongan', '3327': 'Pemalang', '3328': 'Tegal', '3329': 'Brebes', '3371': 'Kota Magelang',
  '3372': 'Kota Surakarta', '3373': 'Kota Salatiga', '3374': 'Kota Semarang', '3375': 'Kota Pekalongan', '3376': 'Kota Tegal',
  '3401': 'Kulon Progo', '3402': 'Bantul', '3403': 'Gunungkidul', '3404': 'Sleman', '3471': 'Kota Yogyakarta',
  '3501': 'Pacitan', '3502': 'Ponorogo', '3503': 'Trenggalek', '3504': 'Tulungagung', '3505': 'Blitar', '3506': 'Kediri',
  '3507': 'Malang', '3508': 'Lumajang', '3509': 'Jember', '3510': 'Banyuwangi', '3511': 'Bondowoso', '3512': 'Situbondo',
  '3513': 'Probolinggo', '3514': 'Pasuruan', '3515': 'Sidoarjo', '3516': 'Mojokerto', '3517': 'Jombang', '3518': 'Nganjuk',
  '3519': 'Madiun', '3520': 'Magetan', '3521': 'Ngawi', '3522': 'Bojonegoro', '3523': 'Tuban', '3524': 'Lamongan',
  '3525': 'Gresik', '3526': 'Bangkalan', '3527': 'Sampang', '3528': 'Pamekasan', '3529': 'Sumenep', '3571': 'Kota Kediri',
  '3572': 'Kota Blitar', '3573': 'Kota Malang', '3574': 'Kota Probolinggo', '3575': 'Kota Pasuruan', '3576': 'Kota Mojokerto',
  '3577': 'Kota Madiun', '3578': 'Kota Surabaya', '3579': 'Kota Batu',
  '3601': 'Pandeglang', '3602': 'Lebak', '3603': 'Tangerang', '3604': 'Serang', '3671': 'Kota Tangerang', '3672': 'Kota Cilegon',
  '3673': 'Kota Serang', '3674': 'Kota Tangerang Selatan',
}

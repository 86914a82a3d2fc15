/** Every regency and city of Sumatera Utara, Bali, Kalimantan Timur and Sulawesi Selatan (Kemendagri codes). */
export const OUTER_CITIES: Record<string, string> = {
  '1201': 'Nias', '1202': 'Mandailing Natal', '1203': 'Tapanuli Selatan', '1204': 'Tapanuli Tengah', '1205': 'Tapanuli Utara',
  '1206': 'Toba', '1207': 'Labuhanbatu', '1208': 'Asahan', '1209': 'Simalungun', '1210': 'Dairi', '1211': 'Karo',
  '1212': 'Deli Serdang', '1213': 'Langkat', '1214': 'Nias Selatan', '1215': 'Humbang Hasundutan', '1216': 'Pakpak Bharat',
  '1217': 'Samosir', '1218': 'Serdang Bedagai', '1219': 'Batu Bara', '1220': 'Padang Lawas Utara', '1221': 'Padang Lawas',
  '1222': 'Labuhanbatu Selatan', '1223': 'Labuhanbatu Utara', '1224': 'Nias Utara', '1225': 'Nias Barat',
  '1271': 'Kota Sibolga', '1272': 'Kota Tanjungbalai', '1273': 'Kota Pematangsiantar', '1274': 'Kota Tebing Tinggi',
  '1275': 'Kota Medan', '1276': 'Kota Binjai', '1277': 'Kota Padangsidimpuan', '1278': 'Kota Gunungsitoli',
  '5101': 'Jembrana', '5102': 'Tabanan', '5103': 'Badung', '5104': 'Gianyar', '5105': 'Klungkung', '5106': 'Bangli',
  '5107': 'Karangasem', '5108': 'Buleleng', '5171': 'Kota Denpasar',
  '6401': 'Paser', '6402': 'Kutai Barat', '6403': 'Kutai Kartanegara', '6404': 'Kutai Timur', '6405': 'Berau',
  '6409': 'Penajam Paser Utara', '6411': 'Mahakam Ulu', '6471': 'Kota Balikpapan', '6472': 'Kota Samarinda', '6474': 'Kota Bontang',
  '7301': 'Kepulauan Selayar', '7302': 'Bulukumba', '7303': 'Bantaeng', '7304': 'Jeneponto', '7305': 'Takalar', '7306': 'Gowa',
  '7307': 'Sinjai', '7308': 'Maros', '7309': 'Pangkajene dan Kepulauan', '7310': 'Barru', '7311': 'Bone', '7312': 'Soppeng',
  '7313': 'Wajo', '7314': 'Sidenreng Rappang', '7315': 'Pinrang', '7316': 'Enrekang', '7317': 'Luwu', '7318': 'Tana Toraja',
  '7322': 'Luwu Utara', '7325': 'Luwu Timur', '7326': 'Toraja Utara', '7371': 'Kota Makassar', '7372': 'Kota Parepare',
  '7373': 'Kota Palopo',
}

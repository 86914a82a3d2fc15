import { memberPage } from '@/features/account/member-page'
import { GradingQueue } from './components/GradingQueue'
import { ItemAnalysis } from './components/ItemAnalysis'

/** The essay grading queue and the item analysis of the courses a lecturer or mentor teaches (admins: every course). */
export const gradingPage = memberPage('/lecturer/grading', () => (
  <>
    <GradingQueue />
    <ItemAnalysis />
  </>
))

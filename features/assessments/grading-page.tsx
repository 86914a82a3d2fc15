import { memberPage } from '@/features/account/member-page'
import { GradingQueue } from './components/GradingQueue'

/** The essay grading queue of the courses a lecturer or mentor teaches (admins: every course). */
export const gradingPage = memberPage('/lecturer/grading', () => <GradingQueue />)

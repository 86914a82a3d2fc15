import { getTranslations } from 'next-intl/server'
import type { TCourseReport } from '@/lib/contracts/courses/report'
import { formatDate, formatDateTime } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { ProgressBar } from './ProgressBar'
import styles from './report.module.css'

const STATUS_KEY = { 'not-started': 'notStarted', 'in-progress': 'inProgress', completed: 'completed' } as const

/** The report's page of learners: one row each, one score column per quiz and the exam. Scrolls sideways on a phone. */
export async function ReportTable({ report, locale }: { report: TCourseReport; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'courses.report' })
  const none = t('none')
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('tableCaption', { course: report.course.courseName })}>
      <table className={styles.table} data-testid="report-table">
        <caption>{t('tableCaption', { course: report.course.courseName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('learner')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('progress')}</th>
            {report.assessments.map((assessment) => (
              <th scope="col" key={assessment.assessmentId}>
                {assessment.title}
              </th>
            ))}
            <th scope="col">{t('courseGrade')}</th>
            <th scope="col">{t('attempts')}</th>
            <th scope="col">{t('certificate')}</th>
            <th scope="col">{t('lastActivity')}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.accountId} data-testid="report-row" data-status={row.status}>
              <th scope="row">
                {row.fullName}
                <br />
                <span className={styles.meta}>{row.email}</span>
              </th>
              <td>{t(STATUS_KEY[row.status])}</td>
              <td>
                <ProgressBar progress={{ percent: row.percent, doneLectures: row.doneLectures, totalLectures: report.course.totalLectures }} />
              </td>
              {row.scores.map((score, index) => (
                <td key={report.assessments[index]?.assessmentId ?? index}>{score ?? none}</td>
              ))}
              <td>{row.courseGrade ?? none}</td>
              <td>{row.attempts}</td>
              <td>{row.certificateCode ? `${row.certificateCode} (${formatDate(row.certificateIssuedAt ?? '', locale)})` : none}</td>
              <td>{row.lastActivity ? formatDateTime(row.lastActivity, locale) : none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

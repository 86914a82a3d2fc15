import * as migration_20261122_183922_initial from './20261122_183922_initial';
import * as migration_20261122_210424_elibrary_research from './20261122_210424_elibrary_research';
import * as migration_20261123_115913_search from './20261123_115913_search';
import * as migration_20261123_124438_education from './20261123_124438_education';
import * as migration_20261123_131108_events from './20261123_131108_events';
import * as migration_20261123_133706_outreach from './20261123_133706_outreach';
import * as migration_20261123_135718_about_banners_uniid from './20261123_135718_about_banners_uniid';
import * as migration_20261123_142559_accounts from './20261123_142559_accounts';
import * as migration_20261123_152332_courses from './20261123_152332_courses';
import * as migration_20261123_163011_event_registration from './20261123_163011_event_registration';
import * as migration_20261123_163847_cp3p from './20261123_163847_cp3p';
import * as migration_20261123_170312_certificates from './20261123_170312_certificates';
import * as migration_20261123_170406_assessments from './20261123_170406_assessments';
import * as migration_20261123_171228_forum from './20261123_171228_forum';
import * as migration_20261125_113732_counters from './20261125_113732_counters';
import * as migration_20261125_145817_upload_storage_fields from './20261125_145817_upload_storage_fields';
import * as migration_20261125_150008_jobs_queue from './20261125_150008_jobs_queue';
import * as migration_20261125_185835_lecture_preview_assignment from './20261125_185835_lecture_preview_assignment';
import * as migration_20261125_214628_profile_zip_code from './20261125_214628_profile_zip_code';
import * as migration_20261125_215142_media_webp_size from './20261125_215142_media_webp_size';
import * as migration_20261125_215731_course_workshop from './20261125_215731_course_workshop';
import * as migration_20261127_044743_rules_accommodations_completion from './20261127_044743_rules_accommodations_completion';
import * as migration_20261127_044754_cp3p_engine from './20261127_044754_cp3p_engine';
import * as migration_20261127_054017_assess_question_kinds_banks_grading from './20261127_054017_assess_question_kinds_banks_grading';
import * as migration_20261127_060424_notify_notification_preferences from './20261127_060424_notify_notification_preferences';
import * as migration_20261127_075303_forum_moderation from './20261127_075303_forum_moderation';
import * as migration_20261127_083142_data_requests from './20261127_083142_data_requests';
import * as migration_20261127_112622_forum_subscriptions from './20261127_112622_forum_subscriptions';

export const migrations = [
  {
    up: migration_20261122_183922_initial.up,
    down: migration_20261122_183922_initial.down,
    name: '20261122_183922_initial',
  },
  {
    up: migration_20261122_210424_elibrary_research.up,
    down: migration_20261122_210424_elibrary_research.down,
    name: '20261122_210424_elibrary_research',
  },
  {
    up: migration_20261123_115913_search.up,
    down: migration_20261123_115913_search.down,
    name: '20261123_115913_search',
  },
  {
    up: migration_20261123_124438_education.up,
    down: migration_20261123_124438_education.down,
    name: '20261123_124438_education',
  },
  {
    up: migration_20261123_131108_events.up,
    down: migration_20261123_131108_events.down,
    name: '20261123_131108_events',
  },
  {
    up: migration_20261123_133706_outreach.up,
    down: migration_20261123_133706_outreach.down,
    name: '20261123_133706_outreach',
  },
  {
    up: migration_20261123_135718_about_banners_uniid.up,
    down: migration_20261123_135718_about_banners_uniid.down,
    name: '20261123_135718_about_banners_uniid',
  },
  {
    up: migration_20261123_142559_accounts.up,
    down: migration_20261123_142559_accounts.down,
    name: '20261123_142559_accounts',
  },
  {
    up: migration_20261123_152332_courses.up,
    down: migration_20261123_152332_courses.down,
    name: '20261123_152332_courses',
  },
  {
    up: migration_20261123_163011_event_registration.up,
    down: migration_20261123_163011_event_registration.down,
    name: '20261123_163011_event_registration',
  },
  {
    up: migration_20261123_163847_cp3p.up,
    down: migration_20261123_163847_cp3p.down,
    name: '20261123_163847_cp3p',
  },
  {
    up: migration_20261123_170312_certificates.up,
    down: migration_20261123_170312_certificates.down,
    name: '20261123_170312_certificates',
  },
  {
    up: migration_20261123_170406_assessments.up,
    down: migration_20261123_170406_assessments.down,
    name: '20261123_170406_assessments',
  },
  {
    up: migration_20261123_171228_forum.up,
    down: migration_20261123_171228_forum.down,
    name: '20261123_171228_forum',
  },
  {
    up: migration_20261125_113732_counters.up,
    down: migration_20261125_113732_counters.down,
    name: '20261125_113732_counters',
  },
  {
    up: migration_20261125_145817_upload_storage_fields.up,
    down: migration_20261125_145817_upload_storage_fields.down,
    name: '20261125_145817_upload_storage_fields',
  },
  {
    up: migration_20261125_150008_jobs_queue.up,
    down: migration_20261125_150008_jobs_queue.down,
    name: '20261125_150008_jobs_queue',
  },
  {
    up: migration_20261125_185835_lecture_preview_assignment.up,
    down: migration_20261125_185835_lecture_preview_assignment.down,
    name: '20261125_185835_lecture_preview_assignment',
  },
  {
    up: migration_20261125_214628_profile_zip_code.up,
    down: migration_20261125_214628_profile_zip_code.down,
    name: '20261125_214628_profile_zip_code',
  },
  {
    up: migration_20261125_215142_media_webp_size.up,
    down: migration_20261125_215142_media_webp_size.down,
    name: '20261125_215142_media_webp_size',
  },
  {
    up: migration_20261125_215731_course_workshop.up,
    down: migration_20261125_215731_course_workshop.down,
    name: '20261125_215731_course_workshop',
  },
  {
    up: migration_20261127_044743_rules_accommodations_completion.up,
    down: migration_20261127_044743_rules_accommodations_completion.down,
    name: '20261127_044743_rules_accommodations_completion',
  },
  {
    up: migration_20261127_044754_cp3p_engine.up,
    down: migration_20261127_044754_cp3p_engine.down,
    name: '20261127_044754_cp3p_engine',
  },
  {
    up: migration_20261127_054017_assess_question_kinds_banks_grading.up,
    down: migration_20261127_054017_assess_question_kinds_banks_grading.down,
    name: '20261127_054017_assess_question_kinds_banks_grading',
  },
  {
    up: migration_20261127_060424_notify_notification_preferences.up,
    down: migration_20261127_060424_notify_notification_preferences.down,
    name: '20261127_060424_notify_notification_preferences',
  },
  {
    up: migration_20261127_075303_forum_moderation.up,
    down: migration_20261127_075303_forum_moderation.down,
    name: '20261127_075303_forum_moderation',
  },
  {
    up: migration_20261127_083142_data_requests.up,
    down: migration_20261127_083142_data_requests.down,
    name: '20261127_083142_data_requests',
  },
  {
    up: migration_20261127_112622_forum_subscriptions.up,
    down: migration_20261127_112622_forum_subscriptions.down,
    name: '20261127_112622_forum_subscriptions'
  },
];

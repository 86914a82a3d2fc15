import * as migration_20261122_183916_initial from './20261122_183916_initial';
import * as migration_20261122_210412_elibrary_research from './20261122_210412_elibrary_research';
import * as migration_20261123_115903_search from './20261123_115903_search';
import * as migration_20261123_124418_education from './20261123_124418_education';
import * as migration_20261123_131030_events from './20261123_131030_events';
import * as migration_20261123_133645_outreach from './20261123_133645_outreach';
import * as migration_20261123_135700_about_banners_uniid from './20261123_135700_about_banners_uniid';
import * as migration_20261123_142415_accounts from './20261123_142415_accounts';
import * as migration_20261123_152304_courses from './20261123_152304_courses';
import * as migration_20261123_162822_event_registration from './20261123_162822_event_registration';
import * as migration_20261123_163713_cp3p from './20261123_163713_cp3p';
import * as migration_20261123_170258_certificates from './20261123_170258_certificates';
import * as migration_20261123_170348_assessments from './20261123_170348_assessments';
import * as migration_20261123_171216_forum from './20261123_171216_forum';
import * as migration_20261125_113648_counters from './20261125_113648_counters';
import * as migration_20261125_145637_upload_storage_fields from './20261125_145637_upload_storage_fields';
import * as migration_20261125_145917_jobs_queue from './20261125_145917_jobs_queue';
import * as migration_20261125_185819_lecture_preview_assignment from './20261125_185819_lecture_preview_assignment';
import * as migration_20261125_214454_profile_zip_code from './20261125_214454_profile_zip_code';
import * as migration_20261125_215057_media_webp_size from './20261125_215057_media_webp_size';
import * as migration_20261125_215626_course_workshop from './20261125_215626_course_workshop';
import * as migration_20261127_044726_rules_accommodations_completion from './20261127_044726_rules_accommodations_completion';
import * as migration_20261127_044740_cp3p_engine from './20261127_044740_cp3p_engine';
import * as migration_20261127_053955_assess_question_kinds_banks_grading from './20261127_053955_assess_question_kinds_banks_grading';
import * as migration_20261127_060413_notify_notification_preferences from './20261127_060413_notify_notification_preferences';
import * as migration_20261127_075248_forum_moderation from './20261127_075248_forum_moderation';
import * as migration_20261127_083132_data_requests from './20261127_083132_data_requests';
import * as migration_20261127_112603_forum_subscriptions from './20261127_112603_forum_subscriptions';

export const migrations = [
  {
    up: migration_20261122_183916_initial.up,
    down: migration_20261122_183916_initial.down,
    name: '20261122_183916_initial',
  },
  {
    up: migration_20261122_210412_elibrary_research.up,
    down: migration_20261122_210412_elibrary_research.down,
    name: '20261122_210412_elibrary_research',
  },
  {
    up: migration_20261123_115903_search.up,
    down: migration_20261123_115903_search.down,
    name: '20261123_115903_search',
  },
  {
    up: migration_20261123_124418_education.up,
    down: migration_20261123_124418_education.down,
    name: '20261123_124418_education',
  },
  {
    up: migration_20261123_131030_events.up,
    down: migration_20261123_131030_events.down,
    name: '20261123_131030_events',
  },
  {
    up: migration_20261123_133645_outreach.up,
    down: migration_20261123_133645_outreach.down,
    name: '20261123_133645_outreach',
  },
  {
    up: migration_20261123_135700_about_banners_uniid.up,
    down: migration_20261123_135700_about_banners_uniid.down,
    name: '20261123_135700_about_banners_uniid',
  },
  {
    up: migration_20261123_142415_accounts.up,
    down: migration_20261123_142415_accounts.down,
    name: '20261123_142415_accounts',
  },
  {
    up: migration_20261123_152304_courses.up,
    down: migration_20261123_152304_courses.down,
    name: '20261123_152304_courses',
  },
  {
    up: migration_20261123_162822_event_registration.up,
    down: migration_20261123_162822_event_registration.down,
    name: '20261123_162822_event_registration',
  },
  {
    up: migration_20261123_163713_cp3p.up,
    down: migration_20261123_163713_cp3p.down,
    name: '20261123_163713_cp3p',
  },
  {
    up: migration_20261123_170258_certificates.up,
    down: migration_20261123_170258_certificates.down,
    name: '20261123_170258_certificates',
  },
  {
    up: migration_20261123_170348_assessments.up,
    down: migration_20261123_170348_assessments.down,
    name: '20261123_170348_assessments',
  },
  {
    up: migration_20261123_171216_forum.up,
    down: migration_20261123_171216_forum.down,
    name: '20261123_171216_forum',
  },
  {
    up: migration_20261125_113648_counters.up,
    down: migration_20261125_113648_counters.down,
    name: '20261125_113648_counters',
  },
  {
    up: migration_20261125_145637_upload_storage_fields.up,
    down: migration_20261125_145637_upload_storage_fields.down,
    name: '20261125_145637_upload_storage_fields',
  },
  {
    up: migration_20261125_145917_jobs_queue.up,
    down: migration_20261125_145917_jobs_queue.down,
    name: '20261125_145917_jobs_queue',
  },
  {
    up: migration_20261125_185819_lecture_preview_assignment.up,
    down: migration_20261125_185819_lecture_preview_assignment.down,
    name: '20261125_185819_lecture_preview_assignment',
  },
  {
    up: migration_20261125_214454_profile_zip_code.up,
    down: migration_20261125_214454_profile_zip_code.down,
    name: '20261125_214454_profile_zip_code',
  },
  {
    up: migration_20261125_215057_media_webp_size.up,
    down: migration_20261125_215057_media_webp_size.down,
    name: '20261125_215057_media_webp_size',
  },
  {
    up: migration_20261125_215626_course_workshop.up,
    down: migration_20261125_215626_course_workshop.down,
    name: '20261125_215626_course_workshop',
  },
  {
    up: migration_20261127_044726_rules_accommodations_completion.up,
    down: migration_20261127_044726_rules_accommodations_completion.down,
    name: '20261127_044726_rules_accommodations_completion',
  },
  {
    up: migration_20261127_044740_cp3p_engine.up,
    down: migration_20261127_044740_cp3p_engine.down,
    name: '20261127_044740_cp3p_engine',
  },
  {
    up: migration_20261127_053955_assess_question_kinds_banks_grading.up,
    down: migration_20261127_053955_assess_question_kinds_banks_grading.down,
    name: '20261127_053955_assess_question_kinds_banks_grading',
  },
  {
    up: migration_20261127_060413_notify_notification_preferences.up,
    down: migration_20261127_060413_notify_notification_preferences.down,
    name: '20261127_060413_notify_notification_preferences',
  },
  {
    up: migration_20261127_075248_forum_moderation.up,
    down: migration_20261127_075248_forum_moderation.down,
    name: '20261127_075248_forum_moderation',
  },
  {
    up: migration_20261127_083132_data_requests.up,
    down: migration_20261127_083132_data_requests.down,
    name: '20261127_083132_data_requests',
  },
  {
    up: migration_20261127_112603_forum_subscriptions.up,
    down: migration_20261127_112603_forum_subscriptions.down,
    name: '20261127_112603_forum_subscriptions'
  },
];

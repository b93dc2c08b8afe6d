import type { Migration } from 'kysely';
import { m0001_app_meta } from './0001_app_meta';
import { m0002_scene } from './0002_scene';
import { m0003_course } from './0003_course';
import { m0004_enterprise } from './0004_enterprise';
import { m0005_round } from './0005_round';
import { m0006_notice } from './0006_notice';
import { m0007_forecast } from './0007_forecast';
import { m0008_question } from './0008_question';
import { m0009_declaration } from './0009_declaration';
import { m0100_users } from './0100_users';
import { m0101_identity } from './0101_identity';
import { m0200_center_trade } from './0200_center_trade';
import { m0201_center_trade_channel } from './0201_center_trade_channel';
import { m0202_center_trade_summary } from './0202_center_trade_summary';
import { m0300_course_replay } from './0300_course_replay';
import { m0500_disclosure } from './0500_disclosure';
import { m0501_user_course_enterprise } from './0501_user_course_enterprise';
import { m0600_rolling_matching } from './0600_rolling_matching';
import { m0601_rolling_question } from './0601_rolling_question';
import { m0700_spot } from './0700_spot';
import { m0701_spot_question } from './0701_spot_question';
import { m0702_spot_offer_ranges } from './0702_spot_offer_ranges';
import { m0800_registration } from './0800_registration';
import { m0900_bilateral } from './0900_bilateral';
import { m0901_clearing_inter } from './0901_clearing_inter';

/** Every migration in order; names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001_app_meta': m0001_app_meta,
  '0002_scene': m0002_scene,
  '0003_course': m0003_course,
  '0004_enterprise': m0004_enterprise,
  '0005_round': m0005_round,
  '0006_notice': m0006_notice,
  '0007_forecast': m0007_forecast,
  '0008_question': m0008_question,
  '0009_declaration': m0009_declaration,
  '0100_users': m0100_users,
  '0101_identity': m0101_identity,
  '0200_center_trade': m0200_center_trade,
  '0201_center_trade_channel': m0201_center_trade_channel,
  '0202_center_trade_summary': m0202_center_trade_summary,
  '0300_course_replay': m0300_course_replay,
  '0500_disclosure': m0500_disclosure,
  '0501_user_course_enterprise': m0501_user_course_enterprise,
  '0600_rolling_matching': m0600_rolling_matching,
  '0601_rolling_question': m0601_rolling_question,
  '0700_spot': m0700_spot,
  '0701_spot_question': m0701_spot_question,
  '0702_spot_offer_ranges': m0702_spot_offer_ranges,
  '0800_registration': m0800_registration,
  '0900_bilateral': m0900_bilateral,
  '0901_clearing_inter': m0901_clearing_inter,
};

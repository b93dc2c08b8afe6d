// The `enterpriseChoice` widget: the current enterprise line of the declaration pages (当前企业：…
// 切换企业), placed by a config above pages that show one enterprise's data (the spot results), so a
// group trainee reads each branch's results. It does not ask on entering: the page only reads.
import { useCourse } from '../../engine/useCourse';
import { EnterpriseBar } from './EnterpriseBar';

/** The enterprise switcher placed by a config (no props). */
export function EnterpriseChoiceWidget() {
  const { course, enterprise } = useCourse();
  return course ? <EnterpriseBar enterprise={enterprise} askOnEnter={false} /> : null;
}

// The `centerTradeDeclaration` widget (spec section 2, /user/centerTrade/:id): the round's status, who
// declares, and the declaration per time segment (and unit, for sellers) of the current round, which
// the surrounding `roundSelector` container has made a centralised-bidding round of the right kind.
import { Space, Tag, Typography } from 'antd';
import { readValue } from '../../engine/values/valueTypes';
import { useCourseState } from '../../session/CourseProvider';
import { DeclarationPanel } from './DeclarationPanel';
import { EnterpriseBar } from './EnterpriseBar';

/** The declaration page body; no props (it reads the current course, round and enterprise). */
export default function CenterTradeDeclarationWidget() {
  const { course, round, enterprise } = useCourseState();
  if (!course || !round) return null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>交易状态：</Typography.Text>
        <span data-testid="round-status">
          {readValue(round.status, { field: 'status', title: '', valueType: 'roundStatus' })}
        </span>
        <Tag>{round.isInterProvincial ? '省间交易' : '省内交易'}</Tag>
      </Space>
      <EnterpriseBar courseId={course.id} roundId={round.id} enterprise={enterprise} />
      {/* Without an enterprise the bar says "申报前请先选择角色" and offers the choice. */}
      {enterprise && (
        <DeclarationPanel
          key={enterprise.id}
          round={round}
          enterprise={enterprise}
          sceneId={course.sceneId}
        />
      )}
    </Space>
  );
}

// The `centerTradeDeclaration` widget (spec section 2, /user/centerTrade/:id): the round's status, who
// declares, and the declaration per time segment (and unit, for sellers) of the current round, which
// the surrounding `roundSelector` container has made a centralised-bidding round of the right kind.
import { Space, Tag } from 'antd';
import type { Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import { DeclarationPanel } from './DeclarationPanel';
import { EnterpriseBar } from '../EnterpriseChoice/EnterpriseBar';
import { RoundStatusLabel, useFreshStatus } from '../roundStatus';

function Declaration({ round }: { round: Round }) {
  const { course, enterprise } = useCourse();
  const status = useFreshStatus(round);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <RoundStatusLabel status={status} />
        <Tag>{round.isInterProvincial ? '省间交易' : '省内交易'}</Tag>
      </Space>
      <EnterpriseBar enterprise={enterprise} />
      {/* Without an enterprise the bar says "申报前请先选择角色" and offers the choice. */}
      {enterprise && (
        <DeclarationPanel
          key={enterprise.id}
          round={{ ...round, status }}
          enterprise={enterprise}
          sceneId={course?.sceneId}
        />
      )}
    </Space>
  );
}

/** The declaration page body; no props (it reads the current course, round and enterprise). */
export default function CenterTradeDeclarationWidget() {
  const { round } = useCourse();
  return round ? <Declaration round={round} /> : null;
}

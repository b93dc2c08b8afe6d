// The `spotDeclaration` widget (spec section 2: /spot/sellerreport/:id, /spot/buyerreport/:id,
// /spot/sellerProvince/:id): the day-ahead declaration of the current round, which the surrounding
// `roundSelector` has made a type-11 round. Sellers offer a stepwise curve per unit, buyers a 96-point
// bid per load; an enterprise of the other side is told which page is its own. The enterprise line
// (当前企业：… 切换企业) is the one of the other markets' declarations, so a group trainee switches branch.
import { Alert, Flex, Space, Tag } from 'antd';
import type { Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import type { WidgetProps } from '../../engine/widgets';
import { EnterpriseBar } from '../EnterpriseChoice/EnterpriseBar';
import { BuyerBids } from './BuyerBids';
import { SellerOffers } from './SellerOffers';
import { RoundStatusLabel, useFreshStatus } from '../roundStatus';

/** The declaration body; `side` picks the seller's offers or the buyer's bids. */
export default function SpotDeclarationWidget({ props }: WidgetProps) {
  const { round, enterprise, course } = useCourse();
  const side = props.side === 'buyer' ? 'buyer' : 'seller';
  const interProvincial = props.interProvincial === true;
  const status = useFreshStatus(round ?? ({ status: 0, id: 0 } as Round));
  if (!round || !course) return null;
  const isBuyer = enterprise?.isBuyer === true;
  const ownSide = enterprise !== null && isBuyer === (side === 'buyer');
  // Spec section 4: quotation stopped (2) or ended (3) closes the declaration.
  const closed = status >= 2;
  // The declaration's props, only for an enterprise of this page's side.
  const shared = ownSide ? { round, enterprise, courseId: course.id, closed } : null;
  // Flex keeps the bar at one place in the tree whatever follows it: a remounted bar would ask again.
  return (
    <Flex vertical gap="middle" style={{ width: '100%' }}>
      {ownSide && (
        <Space wrap>
          <RoundStatusLabel status={status} type={round.type} />
          <Tag>{interProvincial ? '省间现货' : '省内现货'}</Tag>
        </Space>
      )}
      {/* Without an enterprise the bar says "申报前请先选择角色" and offers the choice. */}
      <EnterpriseBar enterprise={enterprise} />
      {enterprise && !ownSide && (
        <Alert
          type="info"
          showIcon
          title={
            isBuyer
              ? '售电企业请在日前申报（售电）页面申报负荷'
              : '发电企业请在日前申报（发电）页面申报机组报价'
          }
        />
      )}
      {ownSide && closed && (
        <Alert
          type="info"
          showIcon
          title={`本轮${status === 2 ? '已停止申报' : '申报已结束'}，申报内容不能再修改`}
        />
      )}
      {shared &&
        (side === 'buyer' ? (
          <BuyerBids key={shared.enterprise.id} {...shared} />
        ) : (
          <SellerOffers key={shared.enterprise.id} {...shared} interProvincial={interProvincial} />
        ))}
    </Flex>
  );
}

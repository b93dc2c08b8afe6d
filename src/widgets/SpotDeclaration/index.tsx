// The `spotDeclaration` widget (spec section 2: /spot/sellerreport/:id, /spot/buyerreport/:id,
// /spot/sellerProvince/:id): the day-ahead declaration of the current round, which the surrounding
// `roundSelector` has made a type-11 round. Sellers offer a stepwise curve per unit, buyers a 96-point
// bid per load; an enterprise of the other side is told which page is its own.
import { Alert, Space, Tag, Typography } from 'antd';
import type { Round } from '../../engine/env';
import { useCourse } from '../../engine/useCourse';
import type { WidgetProps } from '../../engine/widgets';
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
  if (!enterprise) return <Alert type="warning" showIcon title="申报前请先选择角色" />;
  const isBuyer = enterprise.isBuyer === true;
  if (isBuyer !== (side === 'buyer'))
    return (
      <Alert
        type="info"
        showIcon
        title={
          isBuyer
            ? '售电企业请在日前申报（售电）页面申报负荷'
            : '发电企业请在日前申报（发电）页面申报机组报价'
        }
      />
    );
  // Spec section 4: quotation stopped (2) or ended (3) closes the declaration.
  const closed = status >= 2;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <RoundStatusLabel status={status} type={round.type} />
        <Tag>{interProvincial ? '省间现货' : '省内现货'}</Tag>
        <Typography.Text>{enterprise.name}</Typography.Text>
      </Space>
      {closed && (
        <Alert
          type="info"
          showIcon
          title={`本轮${status === 2 ? '已停止申报' : '申报已结束'}，申报内容不能再修改`}
        />
      )}
      {side === 'buyer' ? (
        <BuyerBids round={round} enterprise={enterprise} courseId={course.id} closed={closed} />
      ) : (
        <SellerOffers
          round={round}
          enterprise={enterprise}
          courseId={course.id}
          interProvincial={interProvincial}
          closed={closed}
        />
      )}
    </Space>
  );
}

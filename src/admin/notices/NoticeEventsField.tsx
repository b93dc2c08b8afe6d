// The 紧急事件 of a notice: per-province messages trainees read above the notice's text in their
// notices dialog. A row without a province is for every province.
import { Button, Form, Input, Select, Space } from 'antd';

/** One row of the list as the form holds it. */
export interface NoticeEventFields {
  provinceName?: string | undefined;
  message: string;
}

/** The form list `events`; `provinces` are the course's province names to choose from. */
export function NoticeEventsField({ provinces }: { provinces: readonly string[] }) {
  const options = provinces.map((name) => ({ value: name, label: name }));
  return (
    <Form.Item label="紧急事件" extra="学员在市场公告中先看到这些消息；不选省份即对所有省份">
      <Form.List name="events">
        {(rows, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {rows.map(({ key, name }) => (
              <Space key={key} align="start" style={{ width: '100%' }} wrap>
                <Form.Item name={[name, 'provinceName']} noStyle>
                  <Select
                    aria-label={`第${name + 1}条事件的省份`}
                    placeholder="全部省份"
                    options={options}
                    allowClear
                    virtual={false}
                    style={{ width: 130 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'message']}
                  noStyle
                  rules={[{ required: true, whitespace: true, message: '请输入事件内容' }]}
                >
                  <Input aria-label={`第${name + 1}条事件的内容`} style={{ width: 300 }} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(name)}>
                  移除
                </Button>
              </Space>
            ))}
            <Button onClick={() => add({ message: '' })}>添加紧急事件</Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

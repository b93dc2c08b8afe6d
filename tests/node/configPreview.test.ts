// The designer preview's report: the file's data and exactly the checker's lines about that file,
// computed against every real config file, the written schemas and the real contract.
import { describe, expect, it } from 'vitest';
import { previewReport } from '../../codegen/configPreview';

const root = process.cwd();

describe('designer preview report', () => {
  it('gives a valid screen with its data and no messages', () => {
    const report = previewReport(root, 'config/screens/user-assets.json');
    expect(report.kind).toBe('screen');
    expect((report.data as { title: string }).title).toBe('企业信息');
    expect(report.issues).toEqual([]);
  });

  it('shows the checker lines of an edited file, and only of that file', () => {
    const text = JSON.stringify({
      $schema: '../schema/screen.schema.json',
      title: '企业信息',
      blocks: [
        {
          type: 'table',
          source: { operation: 'getGenerators', params: { courseId: { from: 'course.id' } } },
          columns: [{ field: 'nam', title: '机组名称' }],
        },
      ],
    });
    const report = previewReport(root, 'config/screens/user-assets.json', text);
    expect(report.issues).toHaveLength(1);
    expect(report.issues[0]).toMatch(
      /^config\/screens\/user-assets.json \/blocks\/0\/columns\/0\/field: 找到 "nam"，应为 getGenerators 返回行的字段之一：.*（是否想写 "name"？）$/,
    );
  });

  it('names the line and column of a syntax error and refuses paths outside config/', () => {
    const broken = previewReport(root, 'config/screens/user-assets.json', '{\n  "title": 1,,\n}');
    expect(broken.data).toBeUndefined();
    expect(broken.issues).toEqual([
      'config/screens/user-assets.json /: 找到 第 2 行第 14 列的 JSON 语法错误，应为 合法的 JSON 文档',
    ]);
    expect(previewReport(root, 'config/../package.json').issues).toEqual([
      'config/../package.json /: 找到 不在 config/ 下的文件名，应为 config/ 下的 JSON 文件',
    ]);
  });
});

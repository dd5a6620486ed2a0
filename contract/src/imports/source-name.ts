/**
 * A figure's source as teachers, students and parents read it: the publisher (广东省教育考试院,
 * 阳光高考, 学校官网) where its address names one, else the kind of source its quality says
 * (官方公布, 开放数据集整理). Repository names and source ids stay in the data report and the docs.
 */

/** Publishers by the host of the page a figure was published on. */
const PUBLISHERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|\.)eea\.gd\.gov\.cn$/, '广东省教育考试院'],
  [/(^|\.)jseea\.cn$/, '江苏省教育考试院'],
  [/(^|\.)eeafj\.cn$/, '福建省教育考试院'],
  [/(^|\.)hebeea\.edu\.cn$/, '河北省教育考试院'],
  [/(^|\.)lnzsks\.com$/, '辽宁省招生考试办公室'],
  [/(^|\.)haedu\.cn$/, '河南省教育考试院'],
  [/(^|\.)shmeea\.edu\.cn$/, '上海市教育考试院'],
  [/(^|\.)gxeea\.cn$/, '广西招生考试院'],
  [/(^|\.)zjzs\.net$/, '浙江省教育考试院'],
  [/(^|\.)sxkszx\.cn$/, '山西省招生考试管理中心'],
  [/(^|\.)hbea\.edu\.cn$/, '湖北省教育考试院'],
  [/(^|\.)ganseea\.cn$/, '甘肃省教育考试院'],
  [/(^|\.)cqksy\.cn$/, '重庆市教育考试院'],
  [/(^|\.)bjeea\.cn$/, '北京教育考试院'],
  [/(^|\.)jyt\.hunan\.gov\.cn$/, '湖南省教育厅'],
  [/(^|\.)sneac\.com$/, '陕西省教育考试院'],
  [/(^|\.)sceea\.cn$/, '四川省教育考试院'],
  [/(^|\.)nm\.zsks\.cn$/, '内蒙古教育招生考试中心'],
  [/(^|\.)jxeea\.cn$/, '江西省教育考试院'],
  [/(^|\.)jleea\.com\.cn$/, '吉林省教育考试院'],
  [/(^|\.)ahzsks\.cn$/, '安徽省教育招生考试院'],
  [/(^|\.)zsks\.edu\.xizang\.gov\.cn$/, '西藏自治区教育考试院'],
  [/(^|\.)chsi\.com\.cn$/, '阳光高考'],
  [/(^|\.)chei\.com\.cn$/, '中国高等教育学生信息网'],
  [/(^|\.)gov\.cn$/, '政府网站'],
  [/(^|\.)(edu|ac)\.cn$/, '学校官网'],
];

/** The kind of source a quality label names, for a figure without a known publisher. */
function kindOf(quality: string): string {
  if (quality === 'demo') return '演示数据';
  if (quality === 'upload') return '学校导入';
  if (quality.startsWith('official-school')) return '学校官网';
  if (quality.startsWith('official')) return '官方公布';
  if (quality.startsWith('third-party')) return '第三方整理';
  if (quality === '' || quality === 'unknown') return '来源未注明';
  return '开放数据集整理';
}

/** The publisher a page's address names, or null (an address we do not know, or none). */
export function publisherOf(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
  return PUBLISHERS.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

/** A source's name for the pages: its publisher where the address names one, else its kind. */
export function sourceNameOf(source: { url?: string; quality?: string }): string {
  return (source.url ? publisherOf(source.url) : null) ?? kindOf(source.quality ?? '');
}

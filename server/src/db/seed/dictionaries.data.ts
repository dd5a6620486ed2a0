/**
 * The platform data dictionary (spec §3). Child codes extend their parent's code by two digits.
 */
export type DictionarySeed = { code: string; name: string; children?: DictionarySeed[] };

const childrenOf = (parentCode: string, names: string[]): DictionarySeed[] =>
  names.map((name, index) => ({ code: `${parentCode}${String(index + 1).padStart(2, '0')}`, name }));

/** The 56 ethnic groups in the order of GB/T 3304. */
const NATIONS = [
  '汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族',
  '满族', '侗族', '瑶族', '白族', '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '傈僳族',
  '佤族', '畲族', '高山族', '拉祜族', '水族', '东乡族', '纳西族', '景颇族', '柯尔克孜族', '土族',
  '达斡尔族', '仫佬族', '羌族', '布朗族', '撒拉族', '毛南族', '仡佬族', '锡伯族', '阿昌族', '普米族',
  '塔吉克族', '怒族', '乌孜别克族', '俄罗斯族', '鄂温克族', '德昂族', '保安族', '裕固族', '京族', '塔塔尔族',
  '独龙族', '鄂伦春族', '赫哲族', '门巴族', '珞巴族', '基诺族',
];

export const DICTIONARY_SEED: DictionarySeed[] = [
  { code: '01', name: '民族', children: childrenOf('01', NATIONS) },
  { code: '02', name: '外语语种', children: childrenOf('02', ['英语', '日语', '俄语', '德语', '法语', '西班牙语']) },
  {
    code: '03',
    name: '指导阶段',
    children: childrenOf('03', ['高一选科指导', '高二学业规划', '高三备考指导', '志愿填报', '录取跟踪']),
  },
  {
    code: '04',
    name: '档案卡',
    children: childrenOf('04', ['基本信息', '学业成绩', '兴趣特长', '家庭情况', '体检信息', '获奖情况']),
  },
  {
    code: '05',
    name: '毕业意向',
    children: childrenOf('05', ['国内升学', '出国（境）留学', '参军入伍', '直接就业', '暂未确定']),
  },
  {
    code: '06',
    name: '科目',
    children: childrenOf('06', ['语文', '数学', '外语', '物理', '历史', '化学', '生物', '政治', '地理']),
  },
  {
    code: '07',
    name: '特殊报考类型',
    children: childrenOf('07', [
      '强基计划', '综合评价', '高校专项计划', '国家专项计划', '地方专项计划', '艺术类',
      '体育类', '军队院校', '公安院校', '公费师范生', '农村订单定向医学生', '中外合作办学',
    ]),
  },
  {
    code: '08',
    name: '体检类型',
    children: [
      {
        code: '0801',
        name: '视力',
        children: childrenOf('0801', [
          '视力正常',
          '任何一眼矫正到4.8，镜片度数大于400度',
          '任何一眼矫正视力低于4.8',
          '一眼失明，另一眼矫正视力低于4.8',
        ]),
      },
      { code: '0802', name: '色弱', children: childrenOf('0802', ['色觉正常', '色弱', '色盲']) },
      {
        code: '0803',
        name: '其他',
        children: childrenOf('0803', ['嗅觉迟钝', '口吃', '面部有较大面积疤痕或畸形', '单侧耳聋', '肢体功能障碍']),
      },
    ],
  },
  { code: '09', name: '偏好类型', children: childrenOf('09', ['院校优先', '专业优先', '城市优先']) },
  {
    code: '10',
    name: '测评',
    children: childrenOf('10', ['霍兰德职业兴趣测评', 'MBTI性格测评', '多元智能测评', '职业锚测评', '卡特尔16PF人格测评']),
  },
  { code: '11', name: '专业类型', children: childrenOf('11', ['本科', '专科']) },
  { code: '12', name: '用户类型', children: childrenOf('12', ['教师', '学生', '家长', '管理员']) },
  {
    code: '13',
    name: '测评结果',
    children: childrenOf('13', ['hol', 'mbti', 'intelligence', 'anchor', 'pf']),
  },
  {
    code: '15',
    name: '意向专业选项',
    children: childrenOf('15', ['非常感兴趣', '比较感兴趣', '一般', '不感兴趣']),
  },
  { code: '21', name: '答题语言', children: childrenOf('21', ['中文', 'English']) },
];

export const EVALUATION_SEED = [
  {
    evaluationKey: 'hol',
    evaluationName: '霍兰德职业兴趣测评',
    testResultCode: '1301',
    description: '从现实型、研究型、艺术型、社会型、企业型、常规型六个维度了解学生的职业兴趣，为专业方向提供参考。',
  },
  {
    evaluationKey: 'mbti',
    evaluationName: 'MBTI性格测评',
    testResultCode: '1302',
    description: '从精力来源、信息获取、决策方式、生活态度四个维度描述学生的性格偏好。',
  },
  {
    evaluationKey: 'intelligence',
    evaluationName: '多元智能测评',
    testResultCode: '1303',
    description: '了解学生在语言、逻辑数学、空间、音乐、身体运动、人际、内省、自然观察等方面的优势智能。',
  },
  {
    evaluationKey: 'anchor',
    evaluationName: '职业锚测评',
    testResultCode: '1304',
    description: '帮助学生认识自己在职业选择中最看重、最不愿放弃的价值取向。',
  },
  {
    evaluationKey: 'pf',
    evaluationName: '卡特尔16PF人格测评',
    testResultCode: '1305',
    description: '从十六种人格因素描述学生的个性特点，辅助判断适合的学习与工作环境。',
  },
] as const;

/**
 * Wording both documents show: common words and request errors (the console and the student
 * pages), and the student pages' own (binding, home). The student bundle imports this file, not zh.ts.
 */
export const commonZh = {
  confirm: '确定',
  cancel: '取消',
  reset: '重置',
  search: '查询',
  add: '新增',
  edit: '修改',
  delete: '删除',
  batchDelete: '批量删除',
  actions: '操作',
  back: '返回',
  close: '关闭',
  tips: '提示',
  operationSuccess: '操作成功',
  loading: '加载中…',
  comingSoon: '该模块正在建设中，敬请期待',
  comingSoonHint: '功能上线后将直接出现在这里，无需额外设置。',
  demoData: '演示数据',
  unknown: '未设置',
  total: '共 {{count}} 条',
};

export const errorsZh = {
  verificationFailed: 'Verification failed, please Login again.',
  hasError: 'Has Error',
  timeout: '请求超时，请稍后重试',
  network: '网络连接失败，请检查网络后重试',
  generic: 'Error',
};

export const studentBindZh = {
  title: '加入我的老师',
  loading: '正在读取二维码…',
  invite: '{{teacher}}邀请你加入',
  inviteHint: '注册或登录后，你的志愿规划将由这位老师指导',
  invalid: '二维码无效',
  invalidHint: '请联系老师重新获取二维码',
  register: '新同学注册',
  login: '已有账号',
  name: '姓名',
  namePlaceholder: '请输入真实姓名',
  nameRequired: '请输入姓名',
  phone: '手机号',
  phonePlaceholder: '11 位手机号，将作为登录账号',
  phoneInvalid: '请输入正确的手机号码',
  password: '密码',
  passwordPlaceholder: '至少 {{min}} 位',
  passwordTooShort: '密码至少 {{min}} 位',
  gender: '性别',
  genderRequired: '请选择性别',
  grade: '年级',
  gradeRequired: '请选择年级',
  account: '账号',
  accountPlaceholder: '手机号或老师发给你的账号',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  submitRegister: '注册并绑定',
  submitLogin: '登录并绑定',
  submitting: '请稍候…',
  disclaimer: '查询结果仅供参考，请以教育考试院等官方公布的数据为准。',
};

export const mobileHomeZh = {
  universityTitle: '院校库',
  reminders: { title: '老师提醒', deadline: '截止：{{date}}' },
  majorTitle: '专业库',
  jobTitle: '职业库',
  comingSoon: '即将开放',
  comingSoonHint: '院校、专业与职业查询正在建设中，开放后将在这里为你呈现。',
  hello: '你好，{{name}}',
  teacherLine: '指导老师：{{teacher}}',
  signedOut: '你还没有登录，请扫描老师的二维码进入。',
  pageTitle: '志航 · 学生端',
};

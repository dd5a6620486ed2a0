/** Envelope codes and the exact messages the spec and design prescribe. */
export const ERROR = {
  unknown: { code: 500, msg: '未知异常，请联系管理员' },
  tokenMissing: { code: 401, msg: 'invalid token' },
  tokenInvalid: { code: 401, msg: 'token失效，请重新登录' },
  notFoundPath: { code: 404, msg: '路径不存在，请检查路径是否正确' },
  forbidden: { code: 403, msg: '没有权限，请联系管理员授权' },
  badRequest: { code: 400, msg: '参数错误' },
  invalidJson: { code: 400, msg: '请求内容不是合法的 JSON' },
  bodyTooLarge: { code: 413, msg: '请求内容过大' },
  unsupportedMediaType: { code: 415, msg: '不支持的请求内容类型' },
  tooManyRequests: { code: 429, msg: '请求过于频繁，请稍后再试' },
  serviceUnavailable: { code: 503, msg: '服务正在重启，请稍后重试' },
  loginFailed: { code: 500, msg: '账号或密码不正确' },
  accountLocked: { code: 500, msg: '账号已被锁定,请联系管理员' },
  /** A school's own login page and an account of another school; the answer names no school. */
  loginOtherSchool: { code: 500, msg: '该账号不属于本校，请在本校的登录页面登录' },
  loginThrottled: { code: 429, msg: '登录尝试过于频繁，请15分钟后再试' },
  wrongOldPassword: { code: 500, msg: '原密码不正确' },
  recordNotFound: { code: 404, msg: '记录不存在' },
  duplicateParamKey: { code: 500, msg: '参数名已存在' },
  duplicateStudentNo: { code: 500, msg: '学号已存在' },
  /** A duplicate no service maps to its own message. */
  duplicateRecord: { code: 500, msg: '数据已存在' },
  qrCodeInvalid: { code: 404, msg: '二维码已失效，请联系老师重新获取' },
  phoneRegistered: { code: 500, msg: '该手机号已注册，请直接登录' },
  accountInOtherOrg: { code: 500, msg: '该账号不属于此二维码所在的学校' },
  studentHasAccount: { code: 500, msg: '该学生已开通账号，如需新密码请重置密码' },
  studentWithoutAccount: { code: 500, msg: '该学生尚未开通账号' },
  importBusy: { code: 500, msg: '已有数据导入正在进行，请等它结束后再上传' },
  importNotRunning: { code: 500, msg: '该数据导入已经结束，无需取消' },
  uploadEmpty: { code: 400, msg: '上传的文件是空的' },
  importSheetEmpty: { code: 500, msg: '模板中没有学生数据，请填写后再导入' },
  planLocked: { code: 500, msg: '方案已分享并锁定，请先解锁' },
  planNameTaken: { code: 500, msg: '该学生已有同名方案' },
  planSubjectsMissing: { code: 500, msg: '请先在 “学科选择” 中完成选科' },
  planMissing: { code: 500, msg: '请先创建报考方案' },
  planProvinceMissing: { code: 500, msg: '请先填写学生的高考省份' },
  planScoreMissing: { code: 500, msg: '请先填写高考成绩' },
  /** A score the province's 一分一段 tables cannot turn into a rank (no table of the track up to the exam year). */
  planRankUnknown: { code: 500, msg: '暂无该省该科类的一分一段表，无法由分数换算位次' },
  planNoEnrollmentData: { code: 500, msg: '该省份暂无招生计划数据' },
  planNoFillingRule: { code: 500, msg: '该省份该批次暂无志愿填报规则' },
  planNotShared: { code: 500, msg: '方案尚未分享，请先分享' },
  /**
   * A plan save based on an older version of the rows than the plan now has: the service names
   * who saved it last and when (方案已被 张老师 于 11-28 14:03 修改，请刷新后再保存).
   */
  planConflict: { code: 409, msg: '方案已被他人修改，请刷新后再保存' },
  accountTaken: { code: 500, msg: '账号已存在' },
  cannotDeleteSelf: { code: 500, msg: '不能删除当前登录的账号' },
  cannotLockSelf: { code: 500, msg: '不能锁定当前登录的账号' },
  lastOrgAdmin: { code: 500, msg: '机构至少需要保留一位启用的机构管理员' },
  teacherHasStudents: { code: 500, msg: '该账号名下还有学生，请先将学生转移给其他老师' },
  transferToSelf: { code: 500, msg: '请选择另一位老师接收学生' },
  builtinRoleUndeletable: { code: 500, msg: '内置角色不能删除' },
  builtinRoleReadonly: { code: 403, msg: '内置角色只能由平台管理员修改' },
  roleInUse: { code: 500, msg: '该角色下还有账号，请先为这些账号更换角色' },
  roleNameTaken: { code: 500, msg: '角色名称已存在' },
  /**
   * The public report's one answer to an unknown link and to a wrong code (also on a revoked or
   * expired link): worded for both, so that it tells a guesser nothing.
   */
  shareInvalid: { code: 404, msg: '链接或访问码不正确，请核对老师发来的访问码' },
  /** The right code on a revoked or expired link: only whoever holds the code learns it ended. */
  shareEnded: { code: 410, msg: '分享链接已失效，请联系老师重新分享' },
  /** A link that took too many wrong codes refuses every code until the teacher issues a new one. */
  shareCodeLocked: { code: 423, msg: '访问码输错次数过多，此链接已停用，请联系老师重新获取访问码' },
} as const;

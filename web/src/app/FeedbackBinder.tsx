import { message } from 'antd';
import { useEffect } from 'react';
import { feedback } from '../base/feedback.ts';

/** Renders antd's context-aware message holder (theme, locale) and hands it to `feedback`. */
export function FeedbackBinder() {
  const [api, holder] = message.useMessage();
  useEffect(() => feedback.bind(api), [api]);
  return holder;
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerLanguageOf, type AnswerLanguage } from '../../modules/evaluations/rules/answerLanguage.ts';
import { takingMemory } from './takingMemory.ts';

/** The language items and reports are shown in: the student's last choice, else the interface's. */
export function useAnswerLanguage(): [AnswerLanguage, (language: AnswerLanguage) => void] {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<AnswerLanguage>(
    () => takingMemory.language() ?? answerLanguageOf(i18n.language),
  );
  const choose = (next: AnswerLanguage) => {
    takingMemory.keepLanguage(next);
    setLanguage(next);
  };
  return [language, choose];
}

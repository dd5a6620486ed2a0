export type Greeting = 'greetingMorning' | 'greetingAfternoon' | 'greetingEvening';

/** Morning until noon, afternoon until 18:00, evening after. */
export function greetingOf(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return 'greetingMorning';
  if (hour >= 12 && hour < 18) return 'greetingAfternoon';
  return 'greetingEvening';
}

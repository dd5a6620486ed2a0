import { RadarChart } from 'echarts/charts';
import { RadarComponent, TitleComponent } from 'echarts/components';
import { echarts } from '../../knowledge/charts/echartsCore.ts';

// The evaluation charts add radars (and a title for saved images) to the knowledge pages' set.
echarts.use([RadarChart, RadarComponent, TitleComponent]);

export { echarts };
export type { EChartsOption } from '../../knowledge/charts/echartsCore.ts';

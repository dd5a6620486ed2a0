import { RadarChart } from 'echarts/charts';
import { RadarComponent, TitleComponent } from 'echarts/components';
import { echarts } from '../../../components/echartsCore.ts';

// The evaluation charts add radars (and a title for saved images) to the shared set; the option
// builders import this file so that the charts they describe can be drawn.
echarts.use([RadarChart, RadarComponent, TitleComponent]);

import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import { describe, expect, it } from 'vitest';
import { pathHints } from './column-mapping.ts';
import { IMPORT_KIND_DEFINITIONS } from './import-kind-registry.ts';
import { detectKind, KindDetectionError } from './kind-detection.ts';

/** The header lines of the files in ../shared/data (headers only, no data) and the kind each must get. */
const SHARED_DATA_HEADERS: Array<[string, string, ImportKindId]> = [
  [
    'admissions/chongqing/chongqing_yifenyiduan_2022_2026.csv',
    '年份,科类,批次,控制线,分数,本段人数,累计人数,排名区间,历史同位次得分',
    'score-rank',
  ],
  [
    'admissions/guangdong/guangdong_undergrad_group_admissions_2025.csv',
    'subject_group,school_code,school_name,major_group_code,selection_requirement,group_majors_text,actual_group_min_score,actual_group_min_rank,actual_group_plan_count,actual_group_filing_count,actual_group_vacancy_count,group_note,group_major_count',
    'group-admission',
  ],
  [
    'admissions/guangdong/guangdong_undergrad_group_filing_2022_2023.csv',
    'year,subject_type,batch,school_code,school_name,group_code,plan_count,filing_count,min_score,min_rank,city,province_of_school,is_985,is_211,first_class_univ',
    'group-admission',
  ],
  [
    'admissions/guangdong/guangdong_undergrad_major_admissions_2021_2025.csv',
    'year,subject_type,school_code,school_name,major_group,major_code,major_name,subject_requirement,max_score,min_score,min_rank,avg_score,admit_count,college_dept,remark',
    'major-admission',
  ],
  [
    'admissions/hebei/hebei_major_admission_lines_2023_2025_subset.csv',
    'year,universityCode,universityName,majorCode,majorName,minScore,avgScore,minRank,volunteerNum',
    'major-admission',
  ],
  [
    'admissions/hebei/hebei_yifenyidang_2016_2026.csv',
    'year,subject_type,batch_name,control_score,score,score_display,count,cumulative,rank_start,rank_end',
    'score-rank',
  ],
  [
    'admissions/hubei/hubei_physics_group_filing_lines_2023_2025.csv',
    'year,subject_type,batch,group_code,group_name,school_name,subject_requirement,min_score,yushu_sum,yushu_max,foreign_lang,physics,elective_max,elective_second,volunteer_no,remark',
    'group-admission',
  ],
  [
    'admissions/hubei/hubei_physics_yifenyiduan_2026_gaokaocn.csv',
    'year,subject_type,score,score_band,count,cumulative,rank_range,batch_name,control_score,equiv_2025,equiv_2024,equiv_2023',
    'score-rank',
  ],
  [
    'admissions/multi_province_group_lines_and_rank_tables_2/group_filing_lines_2023_2025.csv',
    'province,year,category,batch,college_code_moe,college_name,major_group,major_group_name,major_name,min_score,min_rank,tb_chinese_math_sum,tb_chinese_math_max,tb_foreign_language,tb_preferred_subject,tb_reselect_max,tb_volunteer_order,source_url',
    'group-admission',
  ],
  [
    'admissions/multi_province_group_lines_and_rank_tables_2/jiangsu_subject_requirements_2024.csv',
    'province,year,level,college_code_moe,college_name,major_group,major_group_name,major_code,major_name,subject_requirement,requirement_type,required_subjects,source_url',
    'subject-requirement',
  ],
  [
    'admissions/multi_province_group_lines_and_rank_tables_2/yifenyiduan_2023_2026.csv',
    'province,year,category,score,rank,count,cumulative,source_url',
    'score-rank',
  ],
  [
    'admissions/multi_province_plans_and_rank_tables/control_lines_2024_2026.csv',
    'province,year,batch_section,batch,subject_group,line_type,lowest_score,source_url',
    'control-line',
  ],
  [
    'admissions/multi_province_plans_and_rank_tables/enrollment_plans_2024_2026.csv',
    'plan_year,province,subject_group,batch,university_code,university_name,group_code,major_code,major_name,plan_count,tuition,subject_requirement,major_category,school_type,is_new,lowest_score_same_year,lowest_rank_same_year,plan_count_prev_year,lowest_score_prev_year,lowest_rank_prev_year',
    'enrollment-plan',
  ],
  [
    'admissions/multi_province_plans_and_rank_tables/yifenyiduan_2024_2026.csv',
    'province,year,subject_group,batch,score,segment_count,cumulative_count',
    'score-rank',
  ],
  [
    'admissions/national_multi_province/score_rank_tables_yifenyiduan.csv',
    'province,year,subject_type,score,score_range_min,score_range_max,rank_start,rank_end,count_at_score,rank_usage,rank_usage_label,rank_category,policy_bonus_included,score_basis,source_quality,source_id,source_url',
    'score-rank',
  ],
  [
    'admissions/national_multi_province/admission_records_beijing.csv.gz',
    'record_id,province,year,subject_type,batch,data_type,admission_type,admission_subtype,school_code,school_name,campus,city,school_tags,major_group,major_code,major_name,discipline_codes,elective_requirement,education_level,program_duration,tuition,plan_count,admitted_count,filing_count,min_score,avg_score,max_score,min_rank,min_rank_start,min_rank_end,rank_derived_from_score,control_line,score_only,plan_only,source_quality,source_id,source_url',
    'admission-record',
  ],
  ['admissions/province_batch_control_lines_2014_2024.csv', 'province,year,category,batch,score_line', 'control-line'],
  [
    'jobs/occupation_classification_2022_flat.csv',
    'code,level,level_name,name,gbm_code,parent_code,major_category,middle_category,minor_category',
    'job',
  ],
  [
    'majors/undergraduate_major_catalog_2023ed_with_duration.csv',
    'seq,class_name,major_code,major_name,degree_category,duration,year_added',
    'major-duration',
  ],
  [
    'majors/undergraduate_major_catalog_2026.csv',
    'category_code,category,class_code,class_name,major_code,major_code_digits,major_name,is_special_T,is_state_controlled_K,degree_category,note,duration_2023ed,year_added_2023ed,in_2023_edition',
    'major',
  ],
  [
    'rankings/double_first_class_disciplines_2022.csv',
    'school_name,discipline_name,note',
    'double-first-class-discipline',
  ],
  [
    'rankings/first_class_undergrad_major_sites_swyc.csv',
    'school_name,major_name,batch,batch_year,tier',
    'first-class-major',
  ],
  [
    'rankings/international_rankings_cn_top_sample.csv',
    'id,uid,universityName,rankingId,agency,rankingName,edition,rank,rankDisplay,score,scope,sourceUrl,publishedAt,retrievedAt',
    'university-ranking',
  ],
  [
    'rankings/moe_discipline_evaluation_round4.csv',
    'discipline_code,discipline_name,school_name,grade',
    'discipline-evaluation',
  ],
  [
    'rankings/shanghairanking_bcur_2023_main.csv',
    'edition,排名,学校名称,省市,学校类型,是否双一流,是否985,是否211,总分,办学层次,人才培养,办学资源,国际竞争,学科水平,师资力量,服务社会,科学研究,重大项目,高端人才',
    'university-ranking',
  ],
  [
    'rankings/shanghairanking_major_ranking_2026.csv',
    'school_name,major_name,major_code,rank,tier,data_year',
    'major-ranking',
  ],
  [
    'universities/moe_regular_higher_schools_2025.csv',
    'seq,name,code,authority,province,city,level,ownership,remark,is_985,is_211,is_double_first_class,double_first_class_disciplines',
    'university',
  ],
  [
    'universities/school_profiles_chsi_2956.csv',
    'code,schId,name,location,city,cityTier,authority,level,tier,address,officialWebsite,admissionWebsite,phone',
    'university-profile',
  ],
  [
    'universities/key_universities_188_profiles.json',
    'id,name,en,abbr,enAbbr,province,city,lng,lat,founded,type,admin,tags,tier,firstClass,aplus,a,aminus,score,emp,intro',
    'university-feature',
  ],
];

const NOT_DATA: Array<[string, string]> = [
  [
    'jobs/employment_salary_refs/top_employers_2024.csv',
    'company,total_jobs_2024,benke_ratio,median_salary,main_city,industry',
  ],
  [
    'jobs/employment_salary_refs/major_demand_from_recruitment.csv',
    'major,demand_count,demand_pct,median_salary,p75_salary,top_industry',
  ],
  [
    'psychometrics/ipip_neo_120_items_en_zh.csv',
    'item_no,id,domain,domain_name,facet,facet_name,keyed,text_en,text_zh_cn,text_zh_hk',
  ],
  ['psychometrics/holland_riasec_60_items_zh_nonvalidated.csv', 'id,dimension,text_zh'],
  ['jobs/occupation_classification_2022_tree.json', 'seq,gbm,name,level,children'],
];

describe('detectKind', () => {
  it.each(SHARED_DATA_HEADERS)('%s is %s', (file, header, kind) => {
    expect(detectKind(IMPORT_KIND_DEFINITIONS, header.split(','), pathHints(`/data/${file}`)).kind.id).toBe(kind);
  });

  it.each(NOT_DATA)('%s is not recognised', (file, header) => {
    expect(() => detectKind(IMPORT_KIND_DEFINITIONS, header.split(','), pathHints(`/data/${file}`))).toThrow(
      KindDetectionError,
    );
  });

  it('names the missing columns of a file that looks like a kind', () => {
    expect(() =>
      detectKind(
        IMPORT_KIND_DEFINITIONS,
        ['province', 'year', 'subject_type', 'score', 'count'],
        pathHints('/x/ranks.csv'),
      ),
    ).toThrow('无法识别文件类型：缺少必需的列：rank_end（累计人数）（类型「一分一段」）');
  });

  it('takes the province and year from the file name only when a column is absent', () => {
    const hints = pathHints('/data/guangdong/guangdong_undergrad_group_admissions_2025.csv');
    expect(hints).toEqual({ provinceCode: '440000', year: 2025, batchName: '本科批' });
    expect(pathHints('/data/x/yifenyiduan_2024_2026.csv')).toEqual({
      provinceCode: undefined,
      year: undefined,
      batchName: undefined,
    });
  });
});

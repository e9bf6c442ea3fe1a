<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BusyStatus</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
</context>
<context>
    <name>CheckLine</name>
    <message>
        <source>{check}: no problem found.</source>
        <translation>{check}：未发现问题。</translation>
    </message>
    <message>
        <source>{check}: {problems} problem. {first_problem}</source>
        <translation>{check}：{problems} 个问题。{first_problem}</translation>
    </message>
    <message>
        <source>{check}: {problems} problems; the first: {first_problem}</source>
        <translation>{check}：{problems} 个问题；第一个：{first_problem}</translation>
    </message>
    <message>
        <source>Non-finite output: {message}</source>
        <translation>非有限输出：{message}</translation>
    </message>
    <message>
        <source>geometries agree</source>
        <translation>几何信息一致</translation>
    </message>
    <message>
        <source>{part_first}; {rest}</source>
        <translation>{part_first}；{rest}</translation>
    </message>
    <message>
        <source>{part_only}</source>
        <translation>{part_only}</translation>
    </message>
    <message>
        <source>Deterministic: {repeats} repeats on {device} are bit-identical.</source>
        <translation>确定性：在 {device} 上的 {repeats} 次重复逐位一致。</translation>
    </message>
    <message>
        <source>Deterministic: {repeats} repeats on {device} are bit-identical. {part_notes}</source>
        <translation>确定性：在 {device} 上的 {repeats} 次重复逐位一致。{part_notes}</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} are bit-identical. Source: {part_source}.</source>
        <translation>非确定性：在 {device} 上的 {repeats} 次重复逐位一致。来源：{part_source}。</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} are bit-identical. Source: {part_source}. {part_notes}</source>
        <translation>非确定性：在 {device} 上的 {repeats} 次重复逐位一致。来源：{part_source}。{part_notes}</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label). Source: {part_source}.</source>
        <translation>非确定性：在 {device} 上的 {repeats} 次重复在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}（其中 {part_argmax_flips}的标签发生变化）。来源：{part_source}。</translation>
    </message>
    <message>
        <source>Nondeterministic: {repeats} repeats on {device} differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label). Source: {part_source}. {part_notes}</source>
        <translation>非确定性：在 {device} 上的 {repeats} 次重复在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}（其中 {part_argmax_flips}的标签发生变化）。来源：{part_source}。{part_notes}</translation>
    </message>
    <message>
        <source>Differs: {part_comparison}.</source>
        <translation>存在差异：{part_comparison}。</translation>
    </message>
    <message>
        <source>Equivalent: {part_comparison} ({differences} spec difference(s) with no effect that matters on this case).</source>
        <translation>等价：{part_comparison}（{differences} 处规格差异，对此病例没有值得关注的影响）。</translation>
    </message>
    <message>
        <source>Equivalent: {part_comparison}.</source>
        <translation>等价：{part_comparison}。</translation>
    </message>
    <message>
        <source>Equivalent: {part_comparison}. The tensors differ: {part_statistics}.</source>
        <translation>等价：{part_comparison}。两个张量不同：{part_statistics}。</translation>
    </message>
    <message>
        <source>Differs: {part_comparison}. The tensors differ: {part_statistics}.</source>
        <translation>存在差异：{part_comparison}。两个张量不同：{part_statistics}。</translation>
    </message>
    <message>
        <source>Differs: the two tensors cover different grids, so the predictions cannot be compared voxel by voxel.</source>
        <translation>存在差异：两个张量覆盖不同的网格，因此无法逐体素比较预测。</translation>
    </message>
    <message>
        <source>Differs: the two tensors cover different grids, so the predictions cannot be compared voxel by voxel. The tensors differ: {part_statistics}.</source>
        <translation>存在差异：两个张量覆盖不同的网格，因此无法逐体素比较预测。两个张量不同：{part_statistics}。</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}; nothing stands out.</source>
        <translation>已描述 {parameters} 个参数和 {outputs} 个子模块/激活输出（输入形状 {shape}）；没有异常。</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}: {finding_message}</source>
        <translation>已描述 {parameters} 个参数和 {outputs} 个子模块/激活输出（输入形状 {shape}）：{finding_message}</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}; nothing stands out. The submodule outputs could not be captured from the forward graph ({error}); only parameters and the output are described.</source>
        <translation>已描述 {parameters} 个参数和 {outputs} 个子模块/激活输出（输入形状 {shape}）；没有异常。无法从前向图中捕获子模块输出（{error}）；仅描述了参数和输出。</translation>
    </message>
    <message>
        <source>Described {parameters} parameters and {outputs} submodule/activation outputs on an input of shape {shape}: {finding_message} The submodule outputs could not be captured from the forward graph ({error}); only parameters and the output are described.</source>
        <translation>已描述 {parameters} 个参数和 {outputs} 个子模块/激活输出（输入形状 {shape}）：{finding_message} 无法从前向图中捕获子模块输出（{error}）；仅描述了参数和输出。</translation>
    </message>
    <message>
        <source>A finite, non-zero gradient reaches {reached} of {parameters} parameters.</source>
        <translation>有限且非零的梯度到达了 {parameters} 个参数中的 {reached} 个。</translation>
    </message>
    <message>
        <source>The first loss is {loss} nats against ln {classes} = {expected} expected at initialisation ({percent} %).</source>
        <translation>首个损失为 {loss} nats，初始化时预期为 ln {classes} = {expected}（{percent} %）。</translation>
    </message>
    <message>
        <source>The first loss is {loss} nats against ln {classes} = {expected} expected at initialisation ({percent} %): {reasons}.</source>
        <translation>首个损失为 {loss} nats，初始化时预期为 ln {classes} = {expected}（{percent} %）：{reasons}。</translation>
    </message>
    <message>
        <source>The model overfits the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} steps of {optimiser} (lr {lr}).</source>
        <translation>模型能够过拟合 {cases} 个病例的批次：损失从 {initial_loss} 降至 {final_loss}（首个损失的 {percent} %），经过 {steps} 步 {optimiser}（lr {lr}）后批次 Dice 为 {final_dice}。</translation>
    </message>
    <message>
        <source>The model overfits the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} step of {optimiser} (lr {lr}).</source>
        <translation>模型能够过拟合 {cases} 个病例的批次：损失从 {initial_loss} 降至 {final_loss}（首个损失的 {percent} %），经过 {steps} 步 {optimiser}（lr {lr}）后批次 Dice 为 {final_dice}。</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} steps of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>模型无法过拟合 {cases} 个病例的批次：损失从 {initial_loss} 变为 {final_loss}（首个损失的 {percent} %），经过 {steps} 步 {optimiser}（lr {lr}）后批次 Dice 为 {final_dice}。{finding_message}</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} step of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>模型无法过拟合 {cases} 个病例的批次：损失从 {initial_loss} 变为 {final_loss}（首个损失的 {percent} %），经过 {steps} 步 {optimiser}（lr {lr}）后批次 Dice 为 {final_dice}。{finding_message}</translation>
    </message>
    <message>
        <source>The loss became non-finite at step {step}.</source>
        <translation>损失在第 {step} 步变为非有限值。</translation>
    </message>
    <message>
        <source>No parameter can move the output, so training stopped after the first step.</source>
        <translation>没有参数能改变输出，因此训练在第一步后停止。</translation>
    </message>
    <message>
        <source>Gradients reach the parameters, so suspect capacity, the learning rate, the loss or the labels.</source>
        <translation>梯度能到达参数，因此应怀疑模型容量、学习率、损失函数或标签。</translation>
    </message>
    <message>
        <source>Non-finite output: {finding_message} {line_summary}</source>
        <translation>非有限输出：{finding_message} {line_summary}</translation>
    </message>
    <message>
        <source>Run comparison of {cases} cases</source>
        <translation>{cases} 个病例的运行比较</translation>
    </message>
    <message>
        <source>Dataset audit of {volumes} volumes ({splits})</source>
        <translation>{volumes} 个体积的数据集审计（{splits}）</translation>
    </message>
    <message>
        <source>Training curves ({classification})</source>
        <translation>训练曲线（{classification}）</translation>
    </message>
    <message>
        <source>A finite, non-zero gradient reaches {reached} of {parameters} parameters; {rest}.</source>
        <translation>有限且非零的梯度到达了 {parameters} 个参数中的 {reached} 个；{rest}。</translation>
    </message>
    <message>
        <source>On the {comparable_cases} comparable cases (neither run failed): {part_verdict} ({metric}, {label}: {part_statistics})</source>
        <translation>在 {comparable_cases} 个可比病例上（两次运行均未失败）：{part_verdict}（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>On the {comparable_cases} comparable cases (neither run failed): {part_verdict} ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在 {comparable_cases} 个可比病例上（两次运行均未失败）：{part_verdict}（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>{part_verdict} on all {cases} cases ({metric}, {label}: {part_statistics})</source>
        <translation>在全部 {cases} 个病例上：{part_verdict}（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>{part_verdict} on all {cases} cases ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在全部 {cases} 个病例上：{part_verdict}（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases and on the {comparable_cases} comparable cases; {part_failures} ({metric}, {label}: {part_statistics})</source>
        <translation>在全部 {cases} 个病例上以及 {comparable_cases} 个可比病例上均为：{part_verdict}；{part_failures}（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases and on the {comparable_cases} comparable cases; {part_failures} ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在全部 {cases} 个病例上以及 {comparable_cases} 个可比病例上均为：{part_verdict}；{part_failures}（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics})</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好，但 {part_failures}；在全部 {cases} 个病例上无显著差异（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好，但 {part_failures}；在全部 {cases} 个病例上无显著差异（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics})</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好（{part_comparable_caveat}），但 {part_failures}；在全部 {cases} 个病例上无显著差异（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases no significant difference ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好（{part_comparable_caveat}），但 {part_failures}；在全部 {cases} 个病例上无显著差异（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics})</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好，但 {part_failures}；在全部 {cases} 个病例上：{part_verdict}：失败使结论反转（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases, but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好，但 {part_failures}；在全部 {cases} 个病例上：{part_verdict}：失败使结论反转（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics})</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好（{part_comparable_caveat}），但 {part_failures}；在全部 {cases} 个病例上：{part_verdict}：失败使结论反转（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), but {part_failures}; over all {cases} cases {part_verdict}: the failures reverse the verdict ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在 {comparable_cases} 个可比病例上 {run} 更好（{part_comparable_caveat}），但 {part_failures}；在全部 {cases} 个病例上：{part_verdict}：失败使结论反转（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases only through the failures ({part_failures}); no significant difference on the {comparable_cases} comparable cases ({metric}, {label}: {part_statistics})</source>
        <translation>在全部 {cases} 个病例上{part_verdict}，但仅因失败所致（{part_failures}）；在 {comparable_cases} 个可比病例上无显著差异（{metric}，{label}：{part_statistics}）</translation>
    </message>
    <message>
        <source>{part_verdict} over all {cases} cases only through the failures ({part_failures}); no significant difference on the {comparable_cases} comparable cases ({metric}, {label}: {part_statistics}); {part_caveat}</source>
        <translation>在全部 {cases} 个病例上{part_verdict}，但仅因失败所致（{part_failures}）；在 {comparable_cases} 个可比病例上无显著差异（{metric}，{label}：{part_statistics}）；{part_caveat}</translation>
    </message>
    <message>
        <source>Differs: {part_comparison}. Most of it comes from {part_step_difference}.</source>
        <translation>存在差异：{part_comparison}。差异主要来自 {part_step_difference}。</translation>
    </message>
    <message>
        <source>{number_count} SOPInstanceUID in both ({uid})</source>
        <translation>两者中有 {number_count} 个相同的 SOPInstanceUID（{uid}）</translation>
    </message>
    <message>
        <source>{number_count} SOPInstanceUIDs in both ({uid}, ...)</source>
        <translation>两者中有 {number_count} 个相同的 SOPInstanceUID（{uid}, ...）</translation>
    </message>
    <message>
        <source>SeriesInstanceUID {uid} in both</source>
        <translation>两者的 SeriesInstanceUID 都是 {uid}</translation>
    </message>
    <message>
        <source>StudyInstanceUID {uid} in both</source>
        <translation>两者的 StudyInstanceUID 都是 {uid}</translation>
    </message>
    <message>
        <source>FrameOfReferenceUID {uid} in both</source>
        <translation>两者的 FrameOfReferenceUID 都是 {uid}</translation>
    </message>
    <message>
        <source>AccessionNumber &apos;{accession}&apos; in both</source>
        <translation>两者的 AccessionNumber 都是 &apos;{accession}&apos;</translation>
    </message>
    <message>
        <source>PatientID &apos;{id}&apos; in both</source>
        <translation>两者的 PatientID 都是 &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>CSV patient &apos;{id}&apos; in both</source>
        <translation>两者在 CSV 中的患者都是 &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>Patient name &apos;{name_a}&apos; and &apos;{name_b}&apos; (both {name}), born {birth_date}, sex {sex}, under PatientIDs &apos;{id_a}&apos; and &apos;{id_b}&apos;</source>
        <translation>患者姓名 &apos;{name_a}&apos; 和 &apos;{name_b}&apos;（均为 {name}），出生于 {birth_date}，性别 {sex}，PatientID 分别为 &apos;{id_a}&apos; 和 &apos;{id_b}&apos;</translation>
    </message>
    <message>
        <source>Patient name &apos;{name_a}&apos; and &apos;{name_b}&apos; (both {name}), born {birth_date}, under PatientIDs &apos;{id_a}&apos; and &apos;{id_b}&apos;</source>
        <translation>患者姓名 &apos;{name_a}&apos; 和 &apos;{name_b}&apos;（均为 {name}），出生于 {birth_date}，PatientID 分别为 &apos;{id_a}&apos; 和 &apos;{id_b}&apos;</translation>
    </message>
    <message>
        <source>identical voxels (hash {hash})</source>
        <translation>体素完全相同（哈希 {hash}）</translation>
    </message>
    <message>
        <source>&apos;{file_a}&apos; and &apos;{file_b}&apos;: {parts} {number_a} and {number_b} of &apos;{volume}&apos;</source>
        <translation>&apos;{file_a}&apos; 和 &apos;{file_b}&apos;：&apos;{volume}&apos; 的第 {number_a} 和第 {number_b} 个{parts}</translation>
    </message>
    <message>
        <source>embedding cosine {number_cosine}</source>
        <translation>嵌入余弦相似度 {number_cosine}</translation>
    </message>
    <message>
        <source>NCC {number_ncc}, overlap {number_overlap}%</source>
        <translation>NCC {number_ncc}，重叠 {number_overlap}%</translation>
    </message>
    <message>
        <source>NCC {number_ncc}, shifted {number_x}, {number_y}, {number_z} mm, overlap {number_overlap}%</source>
        <translation>NCC {number_ncc}，平移 {number_x}, {number_y}, {number_z} mm，重叠 {number_overlap}%</translation>
    </message>
    <message>
        <source>NCC {number_ncc} after flipping {axes}, overlap {number_overlap}%</source>
        <translation>翻转 {axes} 后 NCC {number_ncc}，重叠 {number_overlap}%</translation>
    </message>
    <message>
        <source>NCC {number_ncc} after flipping {axes}, shifted {number_x}, {number_y}, {number_z} mm, overlap {number_overlap}%</source>
        <translation>翻转 {axes} 后 NCC {number_ncc}，平移 {number_x}, {number_y}, {number_z} mm，重叠 {number_overlap}%</translation>
    </message>
    <message>
        <source>{line_match}: neighbouring slices of one volume</source>
        <translation>{line_match}：同一体积的相邻层</translation>
    </message>
    <message>
        <source>one grid ({number_nx} x {number_ny} x {number_nz} voxels of {number_sx} x {number_sy} x {number_sz} mm, one origin), thumbnails correlate {number_cells} cell for cell and {number_band} band-passed: volumes of one acquisition (time points of one run)</source>
        <translation>同一网格（{number_nx} x {number_ny} x {number_nz} 个体素，每个 {number_sx} x {number_sy} x {number_sz} mm，同一原点），缩略图逐格相关 {number_cells}，带通滤波后相关 {number_band}：同一次采集的体积（同一次扫描的不同时间点）</translation>
    </message>
    <message>
        <source>{line_sentence}.</source>
        <translation>{line_sentence}。</translation>
    </message>
    <message>
        <source>The prediction is {part_change}.</source>
        <translation>预测结果{part_change}。</translation>
    </message>
</context>
<context>
    <name>DifferenceLegend</name>
    <message>
        <source>agreement (true positive)</source>
        <translation>一致（真阳性）</translation>
    </message>
    <message>
        <source>agreement (in both)</source>
        <translation>一致（两者皆有）</translation>
    </message>
    <message>
        <source>false positive (only in {b})</source>
        <translation>假阳性（仅在 {b} 中）</translation>
    </message>
    <message>
        <source>only in {b}</source>
        <translation>仅在 {b} 中</translation>
    </message>
    <message>
        <source>false negative (only in the truth)</source>
        <translation>假阴性（仅在金标准中）</translation>
    </message>
    <message>
        <source>only in {a}</source>
        <translation>仅在 {a} 中</translation>
    </message>
    <message>
        <source>wrong label (another label in {b})</source>
        <translation>错误标签（{b} 中为另一标签）</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>The path does not exist.</source>
        <translation>该路径不存在。</translation>
    </message>
    <message>
        <source>The path is neither a file nor a folder.</source>
        <translation>该路径既不是文件也不是文件夹。</translation>
    </message>
    <message>
        <source>No image was found: the file is not DICOM, NIfTI, Analyze, NRRD, MetaImage or another format ScanSleuth reads.</source>
        <translation>未找到图像：该文件不是 DICOM、NIfTI、Analyze、NRRD、MetaImage 或 ScanSleuth 能读取的其他格式。</translation>
    </message>
    <message>
        <source>No image was found there.</source>
        <translation>那里未找到图像。</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>该文件不存在。</translation>
    </message>
    <message>
        <source>The file could not be opened.</source>
        <translation>无法打开该文件。</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message>
        <source>The path is not a regular file.</source>
        <translation>该路径不是普通文件。</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>加载已取消。</translation>
    </message>
    <message>
        <source>The gzip data is corrupt, so the file cannot be read.</source>
        <translation>gzip 数据已损坏，因此无法读取该文件。</translation>
    </message>
    <message>
        <source>The gzip data is corrupt.</source>
        <translation>gzip 数据已损坏。</translation>
    </message>
    <message>
        <source>The voxel data starts past the end of the file.</source>
        <translation>体素数据的起点超出了文件末尾。</translation>
    </message>
    <message>
        <source>The compressed file ends before all of its voxel data (it is truncated).</source>
        <translation>压缩文件在全部体素数据之前就结束了（文件被截断）。</translation>
    </message>
    <message>
        <source>The file ends before all of its voxel data (it is truncated).</source>
        <translation>文件在全部体素数据之前就结束了（文件被截断）。</translation>
    </message>
    <message>
        <source>The compressed file is far too small to hold the {size} MiB of voxels its header claims.</source>
        <translation>压缩文件太小，远不足以容纳其头信息声称的 {size} MiB 体素。</translation>
    </message>
    <message>
        <source>The image needs {size} MiB of memory, more than this machine can hold.</source>
        <translation>该图像需要 {size} MiB 内存，超出了本机的容量。</translation>
    </message>
    <message>
        <source>This build has no gzip support (ISA-L or zlib), so it cannot read or write .nii.gz; use .nii, or rebuild with libisal-dev or zlib1g-dev installed.</source>
        <translation>此版本不支持 gzip（ISA-L 或 zlib），因此无法读写 .nii.gz；请使用 .nii，或安装 libisal-dev 或 zlib1g-dev 后重新构建。</translation>
    </message>
    <message>
        <source>The file is not a NIfTI or Analyze image.</source>
        <translation>该文件不是 NIfTI 或 Analyze 图像。</translation>
    </message>
    <message>
        <source>The file is too short to hold its NIfTI header (it is truncated).</source>
        <translation>文件太短，容纳不下其 NIfTI 头信息（文件被截断）。</translation>
    </message>
    <message>
        <source>The header&apos;s voxel offset lies past the end of the file.</source>
        <translation>头信息中的体素偏移超出了文件末尾。</translation>
    </message>
    <message>
        <source>The header&apos;s voxel offset points inside the header.</source>
        <translation>头信息中的体素偏移指向了头信息内部。</translation>
    </message>
    <message>
        <source>The file is shorter than its header says (it is truncated or the dimensions are wrong).</source>
        <translation>文件比其头信息所声明的更短（文件被截断或维度有误）。</translation>
    </message>
    <message>
        <source>There is not enough memory to load this image.</source>
        <translation>内存不足，无法加载该图像。</translation>
    </message>
    <message>
        <source>The image could not be read.</source>
        <translation>无法读取该图像。</translation>
    </message>
    <message>
        <source>The header claims more volumes than can be counted.</source>
        <translation>头信息声称的体积数超出了可计数的范围。</translation>
    </message>
    <message>
        <source>The header claims an image too large to be addressed.</source>
        <translation>头信息声称的图像太大，无法寻址。</translation>
    </message>
    <message>
        <source>The header gives an invalid offset of the voxel data.</source>
        <translation>头信息给出的体素数据偏移无效。</translation>
    </message>
    <message>
        <source>The file does not start with a NIfTI or Analyze header.</source>
        <translation>该文件并非以 NIfTI 或 Analyze 头信息开头。</translation>
    </message>
    <message>
        <source>The file has a NIfTI-2 header size but not its magic string.</source>
        <translation>该文件具有 NIfTI-2 的头信息大小，却没有其魔术字符串。</translation>
    </message>
    <message>
        <source>The file has a 348-byte header but no NIfTI magic string.</source>
        <translation>该文件有 348 字节的头信息，却没有 NIfTI 魔术字符串。</translation>
    </message>
    <message>
        <source>There is not enough memory to start gzip.</source>
        <translation>内存不足，无法启动 gzip。</translation>
    </message>
    <message>
        <source>The file is not a DICOM SEG or RTSTRUCT object.</source>
        <translation>该文件不是 DICOM SEG 或 RTSTRUCT 对象。</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s contours can only be placed on the image they were drawn on, and it was not found.</source>
        <translation>RTSTRUCT 的轮廓只能放置在绘制它们的图像上，而该图像未找到。</translation>
    </message>
    <message>
        <source>The segmentation holds no volume.</source>
        <translation>该分割不包含任何体积。</translation>
    </message>
    <message>
        <source>The RT Structure Set file does not exist.</source>
        <translation>RT Structure Set 文件不存在。</translation>
    </message>
    <message>
        <source>The DICOM file could not be parsed.</source>
        <translation>无法解析该 DICOM 文件。</translation>
    </message>
    <message>
        <source>The RT Structure Set is damaged or truncated and could not be parsed.</source>
        <translation>RT Structure Set 已损坏或被截断，无法解析。</translation>
    </message>
    <message>
        <source>There is not enough memory to read the RT Structure Set.</source>
        <translation>内存不足，无法读取 RT Structure Set。</translation>
    </message>
    <message>
        <source>The RT Structure Set could not be parsed.</source>
        <translation>无法解析 RT Structure Set。</translation>
    </message>
    <message>
        <source>A DICOM file could not be read.</source>
        <translation>有一个 DICOM 文件无法读取。</translation>
    </message>
    <message>
        <source>A DICOM file is truncated.</source>
        <translation>有一个 DICOM 文件被截断。</translation>
    </message>
    <message>
        <source>The pixel data is shorter than the image size the header states.</source>
        <translation>像素数据比头信息声明的图像尺寸更短。</translation>
    </message>
    <message>
        <source>The pixel data is missing.</source>
        <translation>缺少像素数据。</translation>
    </message>
    <message>
        <source>The pixel data could not be read.</source>
        <translation>无法读取像素数据。</translation>
    </message>
    <message>
        <source>The JPEG 2000 pixel data could not be read.</source>
        <translation>无法读取 JPEG 2000 像素数据。</translation>
    </message>
    <message>
        <source>The JPEG 2000 pixel data holds fewer frames than the header states.</source>
        <translation>JPEG 2000 像素数据中的帧数少于头信息所声明的。</translation>
    </message>
    <message>
        <source>The image is larger than this program can load.</source>
        <translation>该图像超出了本程序能加载的大小。</translation>
    </message>
    <message>
        <source>A DICOM file could not be decoded.</source>
        <translation>有一个 DICOM 文件无法解码。</translation>
    </message>
    <message>
        <source>The DICOM file is larger than this program can decode.</source>
        <translation>该 DICOM 文件超出了本程序能解码的大小。</translation>
    </message>
    <message>
        <source>The mosaic is smaller than its header states.</source>
        <translation>该拼接图比其头信息声明的更小。</translation>
    </message>
    <message>
        <source>A frame lies beyond the end of the pixel data.</source>
        <translation>有一帧位于像素数据末尾之外。</translation>
    </message>
    <message>
        <source>The DICOM series description is inconsistent.</source>
        <translation>DICOM 序列的描述不一致。</translation>
    </message>
    <message>
        <source>The DICOM series is larger than this program can load.</source>
        <translation>该 DICOM 序列超出了本程序能加载的大小。</translation>
    </message>
    <message>
        <source>The DICOM series holds no image.</source>
        <translation>该 DICOM 序列不包含图像。</translation>
    </message>
    <message>
        <source>The DICOM series names a file it does not list.</source>
        <translation>该 DICOM 序列提到了一个它并未列出的文件。</translation>
    </message>
    <message>
        <source>The DICOM object holds no image.</source>
        <translation>该 DICOM 对象不包含图像。</translation>
    </message>
    <message>
        <source>The compressed pixel data holds fewer fragments than frames.</source>
        <translation>压缩像素数据中的片段少于帧数。</translation>
    </message>
    <message>
        <source>The DICOM file is truncated: its pixel data ends past the end of the file.</source>
        <translation>该 DICOM 文件被截断：其像素数据的结尾超出了文件末尾。</translation>
    </message>
    <message>
        <source>The pixel data is empty.</source>
        <translation>像素数据为空。</translation>
    </message>
    <message>
        <source>The image has no rows or columns.</source>
        <translation>该图像没有行或列。</translation>
    </message>
    <message>
        <source>The file states an impossible number of frames.</source>
        <translation>该文件声明的帧数不可能成立。</translation>
    </message>
    <message>
        <source>The DICOM file is damaged or truncated and could not be parsed.</source>
        <translation>该 DICOM 文件已损坏或被截断，无法解析。</translation>
    </message>
    <message>
        <source>The SEG file could not be read.</source>
        <translation>无法读取该 SEG 文件。</translation>
    </message>
    <message>
        <source>The file is not a DICOM Segmentation (SEG).</source>
        <translation>该文件不是 DICOM 分割（SEG）。</translation>
    </message>
    <message>
        <source>The SEG is larger than this program can load.</source>
        <translation>该 SEG 超出了本程序能加载的大小。</translation>
    </message>
    <message>
        <source>The SEG file is damaged or truncated and could not be parsed.</source>
        <translation>该 SEG 文件已损坏或被截断，无法解析。</translation>
    </message>
    <message>
        <source>The SEG file does not exist.</source>
        <translation>该 SEG 文件不存在。</translation>
    </message>
    <message>
        <source>The SEG file could not be parsed.</source>
        <translation>无法解析该 SEG 文件。</translation>
    </message>
    <message>
        <source>The SEG has no frames.</source>
        <translation>该 SEG 没有帧。</translation>
    </message>
    <message>
        <source>The DICOM file does not exist.</source>
        <translation>该 DICOM 文件不存在。</translation>
    </message>
    <message>
        <source>The file could not be read as DICOM.</source>
        <translation>无法以 DICOM 格式读取该文件。</translation>
    </message>
    <message>
        <source>A file of the DICOM series no longer exists.</source>
        <translation>该 DICOM 序列中的一个文件已不存在。</translation>
    </message>
    <message>
        <source>The image&apos;s data file is missing.</source>
        <translation>缺少该图像的数据文件。</translation>
    </message>
    <message>
        <source>The image stores 64-bit integers beyond the 32-bit range, which ScanSleuth does not support.</source>
        <translation>该图像存储了超出 32 位范围的 64 位整数，ScanSleuth 不支持这种情况。</translation>
    </message>
    <message>
        <source>The image header gives a size of zero voxels.</source>
        <translation>图像头信息给出的尺寸为零个体素。</translation>
    </message>
    <message>
        <source>The voxel data could not be read; the file is truncated or damaged.</source>
        <translation>无法读取体素数据；文件被截断或已损坏。</translation>
    </message>
    <message>
        <source>The image header could not be read; the file is damaged.</source>
        <translation>无法读取图像头信息；文件已损坏。</translation>
    </message>
    <message>
        <source>The file is not an image in a format ScanSleuth reads.</source>
        <translation>该文件不是 ScanSleuth 能读取的格式的图像。</translation>
    </message>
    <message>
        <source>ITK could not read the image.</source>
        <translation>ITK 无法读取该图像。</translation>
    </message>
    <message>
        <source>The image does not fit in memory.</source>
        <translation>该图像无法装入内存。</translation>
    </message>
    <message>
        <source>The header claims {size} MiB of voxels, more than this machine can hold.</source>
        <translation>头信息声称有 {size} MiB 体素，超出了本机的容量。</translation>
    </message>
    <message>
        <source>The header names an unknown voxel datatype ({type}).</source>
        <translation>头信息给出了未知的体素数据类型（{type}）。</translation>
    </message>
    <message>
        <source>RGB images are not supported (datatype {type}).</source>
        <translation>不支持 RGB 图像（数据类型 {type}）。</translation>
    </message>
    <message>
        <source>Voxels of type {type} are not supported.</source>
        <translation>不支持类型为 {type} 的体素。</translation>
    </message>
    <message>
        <source>The header gives an impossible number of dimensions ({count}).</source>
        <translation>头信息给出的维数不可能成立（{count}）。</translation>
    </message>
    <message>
        <source>The header gives dimension {axis} a size of {size}, which is not a positive number.</source>
        <translation>头信息给第 {axis} 维的大小为 {size}，不是正数。</translation>
    </message>
    <message>
        <source>The file is a macOS resource fork (&apos;._&apos; prefix), not an image, but a glob for the image extension picks it up; delete it.</source>
        <translation>该文件是 macOS 资源分支文件（&apos;._&apos; 前缀），不是图像，但按图像扩展名的通配符会把它选中；请删除它。</translation>
    </message>
    <message>
        <source>The file is empty (0 bytes) although its extension says DICOM.</source>
        <translation>该文件为空（0 字节），尽管其扩展名表明是 DICOM。</translation>
    </message>
    <message>
        <source>The file has a DICOM extension but no DICOM header: it is truncated, overwritten or not DICOM.</source>
        <translation>该文件具有 DICOM 扩展名，但没有 DICOM 头：它被截断、被覆盖，或者不是 DICOM。</translation>
    </message>
    <message>
        <source>The file is not DICOM although the files beside it are: it is empty, truncated before the DICOM preamble, or overwritten.</source>
        <translation>该文件不是 DICOM，尽管它旁边的文件都是：它为空、在 DICOM 前导码之前被截断，或已被覆盖。</translation>
    </message>
    <message>
        <source>The file holds no DICOM image.</source>
        <translation>该文件不含 DICOM 图像。</translation>
    </message>
    <message>
        <source>The dataset folder does not exist.</source>
        <translation>数据集文件夹不存在。</translation>
    </message>
    <message>
        <source>The dataset scan was cancelled.</source>
        <translation>数据集扫描已取消。</translation>
    </message>
    <message>
        <source>The log file does not exist or is not a file.</source>
        <translation>日志文件不存在或不是文件。</translation>
    </message>
    <message>
        <source>The log file is larger than 256 MiB; pass its last lines instead.</source>
        <translation>日志文件大于 256 MiB；请改为传入其最后几行。</translation>
    </message>
    <message>
        <source>The log file could not be read.</source>
        <translation>无法读取日志文件。</translation>
    </message>
    <message>
        <source>The training log does not exist or is not a file.</source>
        <translation>训练日志不存在或不是文件。</translation>
    </message>
    <message>
        <source>The training log is larger than 512 MiB.</source>
        <translation>训练日志大于 512 MiB。</translation>
    </message>
    <message>
        <source>The training log could not be read.</source>
        <translation>无法读取训练日志。</translation>
    </message>
    <message>
        <source>{curves}: no sign of underfitting, overfitting, oscillation or NaN.</source>
        <translation>{curves}：没有欠拟合、过拟合、振荡或 NaN 的迹象。</translation>
    </message>
    <message>
        <source>No split was given: name at least one, e.g. --split train=DIR.</source>
        <translation>未给出任何划分：请至少指定一个，例如 --split train=DIR。</translation>
    </message>
    <message>
        <source>The splits cannot be read: a split has no name.</source>
        <translation>无法读取划分：有一个划分没有名称。</translation>
    </message>
    <message>
        <source>The splits cannot be read: the split name &apos;{split}&apos; holds &apos;=&apos; or &apos;/&apos;.</source>
        <translation>无法读取划分：划分名称 &apos;{split}&apos; 含有 &apos;=&apos; 或 &apos;/&apos;。</translation>
    </message>
    <message>
        <source>The split &apos;{split}&apos; is given twice.</source>
        <translation>划分 &apos;{split}&apos; 被给出了两次。</translation>
    </message>
    <message>
        <source>The folder of split &apos;{split}&apos; does not exist: {path}.</source>
        <translation>划分 &apos;{split}&apos; 的文件夹不存在：{path}。</translation>
    </message>
    <message>
        <source>The audit was cancelled.</source>
        <translation>审计已取消。</translation>
    </message>
    <message>
        <source>Line {line} of the split CSV has a quote inside a field.</source>
        <translation>划分 CSV 的第 {line} 行在字段内部含有引号。</translation>
    </message>
    <message>
        <source>The split CSV ends inside a quoted field that starts on line {line}.</source>
        <translation>划分 CSV 在一个从第 {line} 行开始的带引号字段内结束。</translation>
    </message>
    <message>
        <source>The split CSV&apos;s header (line {line}) has no {columns} column.</source>
        <translation>划分 CSV 的表头（第 {line} 行）没有 {columns} 列。</translation>
    </message>
    <message>
        <source>The split CSV is empty: it needs a header with case, split and path.</source>
        <translation>划分 CSV 为空：它需要一个含 case、split 和 path 的表头。</translation>
    </message>
    <message>
        <source>The split CSV lists no case, only its header.</source>
        <translation>划分 CSV 只有表头，没有列出任何病例。</translation>
    </message>
    <message>
        <source>Line {line} of the split CSV has {count} fields; the header has {expected}.</source>
        <translation>划分 CSV 的第 {line} 行有 {count} 个字段；表头有 {expected} 个。</translation>
    </message>
    <message>
        <source>Line {line} of the split CSV is invalid: a split has no name.</source>
        <translation>划分 CSV 的第 {line} 行无效：有一个划分没有名称。</translation>
    </message>
    <message>
        <source>Line {line} of the split CSV is invalid: the split name &apos;{split}&apos; holds &apos;=&apos; or &apos;/&apos;.</source>
        <translation>划分 CSV 的第 {line} 行无效：划分名称 &apos;{split}&apos; 含有 &apos;=&apos; 或 &apos;/&apos;。</translation>
    </message>
    <message>
        <source>Line {line} of the split CSV has an empty case or path.</source>
        <translation>划分 CSV 的第 {line} 行的病例或路径为空。</translation>
    </message>
    <message>
        <source>No such file: {path}.</source>
        <translation>没有这个文件：{path}。</translation>
    </message>
    <message>
        <source>The .npz archive could not be opened.</source>
        <translation>无法打开 .npz 归档。</translation>
    </message>
    <message>
        <source>Archives split over several disks are not supported.</source>
        <translation>不支持分卷存放在多个磁盘上的归档。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: it is too short to be a zip archive.</source>
        <translation>.npz 归档已损坏：它太短，不可能是 zip 归档。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: its zip64 end record is missing or past the end of the file.</source>
        <translation>.npz 归档已损坏：其 zip64 结束记录缺失或超出了文件末尾。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: it has no zip end record (truncated, or not a zip archive).</source>
        <translation>.npz 归档已损坏：它没有 zip 结束记录（被截断，或不是 zip 归档）。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: its central directory is cut short or holds a bad entry.</source>
        <translation>.npz 归档已损坏：其中央目录被截断或含有错误条目。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: a central directory entry runs past the directory&apos;s end.</source>
        <translation>.npz 归档已损坏：一个中央目录条目超出了目录末尾。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: the zip64 field of member &apos;{member}&apos; is cut short.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 的 zip64 字段被截断。</translation>
    </message>
    <message>
        <source>Encrypted .npz members are not supported.</source>
        <translation>不支持加密的 .npz 成员。</translation>
    </message>
    <message>
        <source>The .npz member &apos;{member}&apos; uses zip compression method {method}; only stored and deflate are read.</source>
        <translation>.npz 成员 &apos;{member}&apos; 使用 zip 压缩方法 {method}；只能读取 stored 和 deflate。</translation>
    </message>
    <message>
        <source>The decompressor could not be started.</source>
        <translation>无法启动解压器。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: member &apos;{member}&apos; is truncated.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 被截断。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: member &apos;{member}&apos; inflates to more than its stated {bytes} bytes.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 解压后超过了其声明的 {bytes} 字节。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: member &apos;{member}&apos; holds invalid deflate data.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 含有无效的 deflate 数据。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: member &apos;{member}&apos; ends after {written} of its {bytes} bytes.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 在其 {bytes} 字节中的第 {written} 字节后就结束了。</translation>
    </message>
    <message>
        <source>The .npz member &apos;{member}&apos; claims more bytes than any array this program reads.</source>
        <translation>.npz 成员 &apos;{member}&apos; 声称的字节数超过了本程序能读取的任何数组。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: member &apos;{member}&apos; claims {bytes} bytes, more than its {compressed} compressed bytes can inflate to.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 声称有 {bytes} 字节，超过其 {compressed} 个压缩字节所能解压出的大小。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: stored member &apos;{member}&apos; has different stored and stated sizes.</source>
        <translation>.npz 归档已损坏：未压缩成员 &apos;{member}&apos; 的存储大小与声明大小不同。</translation>
    </message>
    <message>
        <source>The array holds a single number, not an image.</source>
        <translation>该数组只含一个数，而不是图像。</translation>
    </message>
    <message>
        <source>The array has an axis of length 0: it holds no voxels.</source>
        <translation>该数组有一个长度为 0 的轴：它不含任何体素。</translation>
    </message>
    <message>
        <source>The array holds fewer values than its shape states.</source>
        <translation>该数组所含的值少于其形状所声明的数量。</translation>
    </message>
    <message>
        <source>The .npz archive holds no array.</source>
        <translation>.npz 归档不含任何数组。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: its central directory lies past the end of the file.</source>
        <translation>.npz 归档已损坏：其中央目录位于文件末尾之后。</translation>
    </message>
    <message>
        <source>The .npz archive&apos;s directory is larger than this program reads.</source>
        <translation>.npz 归档的目录超出了本程序能读取的大小。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: it claims {count} members, more than its directory holds.</source>
        <translation>.npz 归档已损坏：它声称有 {count} 个成员，多于其目录所含。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: its central directory cannot be read.</source>
        <translation>.npz 归档已损坏：无法读取其中央目录。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: member &apos;{member}&apos; lies past the end of the file (truncated).</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 位于文件末尾之后（被截断）。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: the local header of member &apos;{member}&apos; is missing.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 的本地头缺失。</translation>
    </message>
    <message>
        <source>The .npz archive is damaged: member &apos;{member}&apos; fails its CRC check.</source>
        <translation>.npz 归档已损坏：成员 &apos;{member}&apos; 未通过 CRC 校验。</translation>
    </message>
    <message>
        <source>The file is not a .npy, .npz or .pt array.</source>
        <translation>该文件不是 .npy、.npz 或 .pt 数组。</translation>
    </message>
    <message>
        <source>The folder holds no DICOM file.</source>
        <translation>该文件夹不含 DICOM 文件。</translation>
    </message>
    <message>
        <source>{path} no longer holds the array &apos;{array}&apos; that was audited.</source>
        <translation>{path} 中已不再有审计过的数组 &apos;{array}&apos;。</translation>
    </message>
    <message>
        <source>{path} no longer holds the DICOM series &apos;{series}&apos; that was audited.</source>
        <translation>{path} 中已不再有审计过的 DICOM 序列 &apos;{series}&apos;。</translation>
    </message>
    <message>
        <source>{path} no longer holds the audited image.</source>
        <translation>{path} 中已不再有审计过的图像。</translation>
    </message>
    <message>
        <source>The volume holds no voxels, so it has no content fingerprint.</source>
        <translation>该体积不含体素，因此没有内容指纹。</translation>
    </message>
    <message>
        <source>The embedding model&apos;s settings file cannot be used: it is not a JSON object.</source>
        <translation>嵌入模型的设置文件无法使用：它不是 JSON 对象。</translation>
    </message>
    <message>
        <source>The embedding model&apos;s settings file cannot be used: input_size must be three numbers [D, H, W].</source>
        <translation>嵌入模型的设置文件无法使用：input_size 必须是三个数 [D, H, W]。</translation>
    </message>
    <message>
        <source>The embedding model&apos;s settings file cannot be used: input_size must be whole numbers from 1 to 512.</source>
        <translation>嵌入模型的设置文件无法使用：input_size 必须是 1 到 512 之间的整数。</translation>
    </message>
    <message>
        <source>The embedding model&apos;s settings file cannot be used: normalisation must be &quot;zscore&quot; or &quot;rank&quot;.</source>
        <translation>嵌入模型的设置文件无法使用：normalisation 必须是 &quot;zscore&quot; 或 &quot;rank&quot;。</translation>
    </message>
    <message>
        <source>The volume holds no voxels, so it has no embedding.</source>
        <translation>该体积不含体素，因此没有嵌入。</translation>
    </message>
    <message>
        <source>The embedding model returned {count} numbers; an embedding is a short vector (at most {maximum}), such as an encoder&apos;s pooled features. Export the encoder with a global pooling at its end.</source>
        <translation>嵌入模型返回了 {count} 个数；嵌入应是一个短向量（最多 {maximum} 个），例如编码器经池化的特征。请导出末端带全局池化的编码器。</translation>
    </message>
    <message>
        <source>The embedding model returned a value that is not a number.</source>
        <translation>嵌入模型返回了一个不是数的值。</translation>
    </message>
    <message>
        <source>The embedding model returned an empty or all-zero vector.</source>
        <translation>嵌入模型返回了空向量或全零向量。</translation>
    </message>
    <message>
        <source>The file {path} is not an audit shard (its &quot;format&quot; is not &quot;{format}&quot;).</source>
        <translation>文件 {path} 不是审计分片（其 &quot;format&quot; 不是 &quot;{format}&quot;）。</translation>
    </message>
    <message>
        <source>The shard {path} has format version {version}; this build reads version {expected}: make the shards again with this version.</source>
        <translation>分片 {path} 的格式版本为 {version}；此版本只读取版本 {expected}：请用此版本重新生成分片。</translation>
    </message>
    <message>
        <source>The shard {path} could not be read.</source>
        <translation>无法读取分片 {path}。</translation>
    </message>
    <message>
        <source>The shard {path} is not valid JSON (a shard cut short?).</source>
        <translation>分片 {path} 不是有效的 JSON（分片被截断了？）。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; {problem}.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; {problem}。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be an object.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是对象。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; is missing.</source>
        <translation>分片 {path} 无效：缺少 &quot;{field}&quot;。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be a string.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是字符串。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be true or false.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是 true 或 false。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be a whole number from {low} to {high}.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是 {low} 到 {high} 之间的整数。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be a number.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是数。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be an array of {count} numbers.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是含 {count} 个数的数组。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be an array of {count} whole numbers.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是含 {count} 个整数的数组。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be an array of strings.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是字符串数组。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be an array.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是数组。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must not decrease.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 不得递减。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be finite numbers, as must min, max, mean and std, when count is above 0.</source>
        <translation>分片 {path} 无效：当 count 大于 0 时，&quot;{field}&quot; 以及 min、max、mean 和 std 都必须是有限数。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must hold sizes from 0 to 4096.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须含 0 到 4096 之间的尺寸。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; is not base64 ({error_inner}).</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 不是 base64（{error_inner}）。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; holds {bytes} bytes but thumbnail_size says {size}.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 含有 {bytes} 字节，但 thumbnail_size 给出的是 {size}。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; must be an object of strings.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 必须是由字符串组成的对象。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;{field}&quot; names a split that is not in &quot;splits&quot;.</source>
        <translation>分片 {path} 无效：&quot;{field}&quot; 指定的划分不在 &quot;splits&quot; 中。</translation>
    </message>
    <message>
        <source>Shard {index} of {count} does not exist: shards are numbered 0 to N-1 and N is at least 1.</source>
        <translation>第 {index} 个分片（共 {count} 个）不存在：分片编号为 0 到 N-1，且 N 至少为 1。</translation>
    </message>
    <message>
        <source>No shard was given to merge.</source>
        <translation>未给出要合并的分片。</translation>
    </message>
    <message>
        <source>The shards come from different runs: shard {index} of {count} and shard {other_index} of {other_count} were cut into different numbers of shards.</source>
        <translation>这些分片来自不同的运行：分片 {index}/{count} 和分片 {other_index}/{other_count} 被切分成了不同数量的分片。</translation>
    </message>
    <message>
        <source>A shard claims to be shard {index} of {count}, which does not exist.</source>
        <translation>有一个分片声称是分片 {index}/{count}，但该分片并不存在。</translation>
    </message>
    <message>
        <source>The shards come from different runs: shard {index} of {count} has the splits {splits} and shard {other_index} of {other_count} has {other_splits}.</source>
        <translation>这些分片来自不同的运行：分片 {index}/{count} 的划分为 {splits}，而分片 {other_index}/{other_count} 的划分为 {other_splits}。</translation>
    </message>
    <message>
        <source>The shards were made by different versions of ScanSleuth: shard {index} of {count} by {version} and shard {other_index} of {other_count} by {other_version}; rerun the shards with one version.</source>
        <translation>这些分片由不同版本的 ScanSleuth 生成：分片 {index}/{count} 由 {version} 生成，分片 {other_index}/{other_count} 由 {other_version} 生成；请用同一版本重新生成分片。</translation>
    </message>
    <message>
        <source>The shards were made by different versions of ScanSleuth: shard {index} of {count} by an unnamed version and shard {other_index} of {other_count} by {other_version}; rerun the shards with one version.</source>
        <translation>这些分片由不同版本的 ScanSleuth 生成：分片 {index}/{count} 由未命名的版本生成，分片 {other_index}/{other_count} 由 {other_version} 生成；请用同一版本重新生成分片。</translation>
    </message>
    <message>
        <source>The shards were made by different versions of ScanSleuth: shard {index} of {count} by {version} and shard {other_index} of {other_count} by an unnamed version; rerun the shards with one version.</source>
        <translation>这些分片由不同版本的 ScanSleuth 生成：分片 {index}/{count} 由 {version} 生成，分片 {other_index}/{other_count} 由未命名的版本生成；请用同一版本重新生成分片。</translation>
    </message>
    <message>
        <source>The shards were made with different fingerprint options: shard {index} of {count} and shard {other_index} of {other_count} (near-duplicate thumbnails or the embedding model differ).</source>
        <translation>这些分片使用了不同的指纹选项：分片 {index}/{count} 和分片 {other_index}/{other_count}（近似重复缩略图或嵌入模型不同）。</translation>
    </message>
    <message>
        <source>shard {index} of {count} was given twice.</source>
        <translation>分片 {index}/{count} 被给出了两次。</translation>
    </message>
    <message>
        <source>Shard {missing} of {count} is missing: rerun it (fingerprint --shard I/N) and merge again.</source>
        <translation>缺少分片 {missing}/{count}：请重新运行它（fingerprint --shard I/N）并再次合并。</translation>
    </message>
    <message>
        <source>Shards {missing} of {count} are missing: rerun them (fingerprint --shard I/N) and merge again.</source>
        <translation>缺少分片 {missing}（共 {count} 个）：请重新运行它们（fingerprint --shard I/N）并再次合并。</translation>
    </message>
    <message>
        <source>Shards {missing} and {more} more of {count} are missing: rerun them (fingerprint --shard I/N) and merge again.</source>
        <translation>缺少分片 {missing} 以及另外 {more} 个（共 {count} 个）：请重新运行它们（fingerprint --shard I/N）并再次合并。</translation>
    </message>
    <message>
        <source>The volume {path} belongs to the split &apos;{split}&apos;, which is not one of the audit&apos;s splits.</source>
        <translation>体积 {path} 属于划分 &apos;{split}&apos;，而该划分不是本次审计的划分之一。</translation>
    </message>
    <message>
        <source>The audit needs at least two splits with readable volumes to compare, and has {count}.</source>
        <translation>审计至少需要两个含可读体积的划分才能比较，而现在只有 {count} 个。</translation>
    </message>
    <message>
        <source>A near-duplicate pair names a volume that is not in the audit.</source>
        <translation>有一对近似重复指向了不在本次审计中的体积。</translation>
    </message>
    <message>
        <source>The near-duplicate threshold must be a number no larger than 1.</source>
        <translation>近似重复阈值必须是不大于 1 的数。</translation>
    </message>
    <message>
        <source>MONAI statistics in YAML are not read: write them as JSON (DataAnalyzer(..., output_path=&quot;datastats.json&quot;)) or convert the file with python3 -c &quot;import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), open(sys.argv[2], &apos;w&apos;))&quot; datastats.yaml datastats.json.</source>
        <translation>不读取 YAML 格式的 MONAI 统计：请将其写成 JSON（DataAnalyzer(..., output_path=&quot;datastats.json&quot;)），或用 python3 -c &quot;import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), open(sys.argv[2], &apos;w&apos;))&quot; datastats.yaml datastats.json 转换该文件。</translation>
    </message>
    <message>
        <source>The reference fingerprint {path} is not valid JSON.</source>
        <translation>参考指纹 {path} 不是有效的 JSON。</translation>
    </message>
    <message>
        <source>The reference {path} is not a JSON object, so it is not a training fingerprint.</source>
        <translation>参考 {path} 不是 JSON 对象，因此不是训练指纹。</translation>
    </message>
    <message>
        <source>The preprocessing spec {path} is invalid: {error_inner}</source>
        <translation>预处理规格 {path} 无效：{error_inner}</translation>
    </message>
    <message>
        <source>The nnU-Net fingerprint {path} has a &quot;spacings&quot; entry that is not a list of three numbers per case.</source>
        <translation>nnU-Net 指纹 {path} 中的 &quot;spacings&quot; 条目不是每个病例三个数的列表。</translation>
    </message>
    <message>
        <source>The nnU-Net fingerprint {path} has a &quot;shapes_after_crop&quot; entry that is not a list of three numbers per case.</source>
        <translation>nnU-Net 指纹 {path} 中的 &quot;shapes_after_crop&quot; 条目不是每个病例三个数的列表。</translation>
    </message>
    <message>
        <source>The reference {path} is not an nnU-Net dataset_fingerprint.json or nnUNetPlans.json, MONAI DataAnalyzer statistics or a ScanSleuth preprocessing spec.</source>
        <translation>参考 {path} 既不是 nnU-Net 的 dataset_fingerprint.json 或 nnUNetPlans.json，也不是 MONAI DataAnalyzer 统计或 ScanSleuth 预处理规格。</translation>
    </message>
    <message>
        <source>Could not list the folder {path}.</source>
        <translation>无法列出文件夹 {path}。</translation>
    </message>
    <message>
        <source>Could not read the case list {path}.</source>
        <translation>无法读取病例列表 {path}。</translation>
    </message>
    <message>
        <source>The case list of the truth has an unterminated quote on line {line} of {path}.</source>
        <translation>金标准的病例列表在 {path} 的第 {line} 行有未闭合的引号。</translation>
    </message>
    <message>
        <source>The case list of run &apos;{run}&apos; has an unterminated quote on line {line} of {path}.</source>
        <translation>运行 &apos;{run}&apos; 的病例列表在 {path} 的第 {line} 行有未闭合的引号。</translation>
    </message>
    <message>
        <source>The case list of the truth needs a case and a file on line {line} of {path}.</source>
        <translation>金标准的病例列表在 {path} 的第 {line} 行需要一个病例和一个文件。</translation>
    </message>
    <message>
        <source>The case list of run &apos;{run}&apos; needs a case and a file on line {line} of {path}.</source>
        <translation>运行 &apos;{run}&apos; 的病例列表在 {path} 的第 {line} 行需要一个病例和一个文件。</translation>
    </message>
    <message>
        <source>A run must be given as NAME=PATH, not &apos;{text}&apos;.</source>
        <translation>运行必须以 NAME=PATH 的形式给出，而不是 &apos;{text}&apos;。</translation>
    </message>
    <message>
        <source>The run &apos;{text}&apos; has no name before &apos;=&apos;.</source>
        <translation>运行 &apos;{text}&apos; 在 &apos;=&apos; 之前没有名称。</translation>
    </message>
    <message>
        <source>The run &apos;{run}&apos; has no path after &apos;=&apos;.</source>
        <translation>运行 &apos;{run}&apos; 在 &apos;=&apos; 之后没有路径。</translation>
    </message>
    <message>
        <source>The path of the truth does not exist: {path}.</source>
        <translation>金标准的路径不存在：{path}。</translation>
    </message>
    <message>
        <source>The path of run &apos;{run}&apos; does not exist: {path}.</source>
        <translation>运行 &apos;{run}&apos; 的路径不存在：{path}。</translation>
    </message>
    <message>
        <source>Could not list the folder of the truth: {path}.</source>
        <translation>无法列出金标准的文件夹：{path}。</translation>
    </message>
    <message>
        <source>Could not list the folder of run &apos;{run}&apos;: {path}.</source>
        <translation>无法列出运行 &apos;{run}&apos; 的文件夹：{path}。</translation>
    </message>
    <message>
        <source>The truth must be a folder of predictions or a CSV of case,file rows, not {path}.</source>
        <translation>金标准必须是一个预测文件夹或一个由 case,file 行组成的 CSV，而不是 {path}。</translation>
    </message>
    <message>
        <source>Run &apos;{run}&apos; must be a folder of predictions or a CSV of case,file rows, not {path}.</source>
        <translation>运行 &apos;{run}&apos; 必须是一个预测文件夹或一个由 case,file 行组成的 CSV，而不是 {path}。</translation>
    </message>
    <message>
        <source>A comparison needs at least two runs, or one run and the truth; {count} run(s) given and no truth.</source>
        <translation>比较至少需要两次运行，或一次运行加金标准；现在给出了 {count} 次运行，且没有金标准。</translation>
    </message>
    <message>
        <source>A comparison needs at least two runs, or one run and the truth; {count} run(s) given.</source>
        <translation>比较至少需要两次运行，或一次运行加金标准；现在给出了 {count} 次运行。</translation>
    </message>
    <message>
        <source>The run name &apos;{run}&apos; is given twice; give every run its own name.</source>
        <translation>运行名称 &apos;{run}&apos; 被给出了两次；请为每次运行取一个不同的名称。</translation>
    </message>
    <message>
        <source>{path} holds label values beyond the 32-bit range ({low} .. {high}).</source>
        <translation>{path} 含有超出 32 位范围的标签值（{low} .. {high}）。</translation>
    </message>
    <message>
        <source>Could not read {path}: {error_inner}</source>
        <translation>无法读取 {path}：{error_inner}</translation>
    </message>
    <message>
        <source>No file was given for this input.</source>
        <translation>没有为此输入给出文件。</translation>
    </message>
    <message>
        <source>The probability threshold must lie between 0 and 1.</source>
        <translation>概率阈值必须介于 0 和 1 之间。</translation>
    </message>
    <message>
        <source>{path} holds {count} images; a prediction is one image (or one file per class).</source>
        <translation>{path} 含有 {count} 幅图像；一个预测应是一幅图像（或每个类别一个文件）。</translation>
    </message>
    <message>
        <source>{path} holds {count} volumes; per-class files hold one each.</source>
        <translation>{path} 含有 {count} 个体积；每个类别的文件应各含一个。</translation>
    </message>
    <message>
        <source>The class files {file} and {other_file} are not on one grid: {difference}.</source>
        <translation>类别文件 {file} 和 {other_file} 不在同一网格上：{difference}。</translation>
    </message>
    <message>
        <source>{path} holds {count} NaN or infinite values; a label or probability map must be finite.</source>
        <translation>{path} 含有 {count} 个 NaN 或无穷值；标签图或概率图必须是有限值。</translation>
    </message>
    <message>
        <source>{path} holds {count} NaN or infinite values; a probability map must be finite.</source>
        <translation>{path} 含有 {count} 个 NaN 或无穷值；概率图必须是有限值。</translation>
    </message>
    <message>
        <source>The surface Dice tolerance must be a finite number of mm &gt;= 0.</source>
        <translation>表面 Dice 容差必须是 &gt;= 0 的有限毫米数。</translation>
    </message>
    <message>
        <source>The significance level alpha must lie between 0 and 1.</source>
        <translation>显著性水平 alpha 必须介于 0 和 1 之间。</translation>
    </message>
    <message>
        <source>The geometry tolerance must be a number &gt;= 0.</source>
        <translation>几何容差必须是 &gt;= 0 的数。</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>比较已取消。</translation>
    </message>
    <message>
        <source>The label table {path} names no label other than 0.</source>
        <translation>标签表 {path} 除 0 之外没有列出任何标签。</translation>
    </message>
    <message>
        <source>The content forensics need label maps (uint8 or int32).</source>
        <translation>内容取证需要标签图（uint8 或 int32）。</translation>
    </message>
    <message>
        <source>The content forensics need two label maps of one size.</source>
        <translation>内容取证需要两个尺寸相同的标签图。</translation>
    </message>
    <message>
        <source>A difference map holds one byte a voxel.</source>
        <translation>差异图每个体素占一个字节。</translation>
    </message>
    <message>
        <source>Label map {map} holds a value that is not a whole number ({value}).</source>
        <translation>标签图 {map} 含有一个不是整数的值（{value}）。</translation>
    </message>
    <message>
        <source>The label maps&apos; geometry cannot place voxels: {problem}.</source>
        <translation>标签图的几何信息无法定位体素：{problem}。</translation>
    </message>
    <message>
        <source>The two label maps are not on the same voxel grid: {difference}.</source>
        <translation>两个标签图不在同一体素网格上：{difference}。</translation>
    </message>
    <message>
        <source>The label maps&apos; direction matrix is not orthonormal, so voxel distances are not spacing times index differences.</source>
        <translation>标签图的方向矩阵不是正交归一的，因此体素距离不等于间距乘以索引差。</translation>
    </message>
    <message>
        <source>The mask has too many voxels to label its lesions.</source>
        <translation>掩膜的体素太多，无法标记其病灶。</translation>
    </message>
    <message>
        <source>The mask does not match its grid size.</source>
        <translation>掩膜与其网格尺寸不符。</translation>
    </message>
    <message>
        <source>The prediction and the truth are not on the same voxel grid.</source>
        <translation>预测和金标准不在同一体素网格上。</translation>
    </message>
    <message>
        <source>The two runs do not have a value for the same cases.</source>
        <translation>两次运行并非在相同的病例上都有值。</translation>
    </message>
    <message>
        <source>Case {case}, {input}: {finding_message}</source>
        <translation>病例 {case}，{input}：{finding_message}</translation>
    </message>
    <message>
        <source>{cases} cases: {finding_message} (and {more} more, listed below)</source>
        <translation>{cases} 个病例：{finding_message}（另有 {more} 个，见下方列表）</translation>
    </message>
    <message>
        <source>The mask holds no volume.</source>
        <translation>掩膜不含任何体积。</translation>
    </message>
    <message>
        <source>The reference mask holds no volume.</source>
        <translation>参考掩膜不含任何体积。</translation>
    </message>
    <message>
        <source>The mask is 4D ({count} volumes); check-pair needs a 3D mask.</source>
        <translation>掩膜是 4D 的（{count} 个体积）；check-pair 需要 3D 掩膜。</translation>
    </message>
    <message>
        <source>The reference mask is 4D ({count} volumes); check-pair needs a 3D mask.</source>
        <translation>参考掩膜是 4D 的（{count} 个体积）；check-pair 需要 3D 掩膜。</translation>
    </message>
    <message>
        <source>The mask contains {count} NaN or infinite voxels, so its foreground is undefined.</source>
        <translation>掩膜含有 {count} 个 NaN 或无穷体素，因此其前景无定义。</translation>
    </message>
    <message>
        <source>The reference mask contains {count} NaN or infinite voxels, so its foreground is undefined.</source>
        <translation>参考掩膜含有 {count} 个 NaN 或无穷体素，因此其前景无定义。</translation>
    </message>
    <message>
        <source>The image holds no volume.</source>
        <translation>图像不含任何体积。</translation>
    </message>
    <message>
        <source>The mask is empty (no foreground voxel), so its placement cannot be tested.</source>
        <translation>掩膜为空（没有前景体素），因此无法检验其位置。</translation>
    </message>
    <message>
        <source>The reference mask is empty (no foreground voxel).</source>
        <translation>参考掩膜为空（没有前景体素）。</translation>
    </message>
    <message>
        <source>The check was cancelled.</source>
        <translation>检查已取消。</translation>
    </message>
    <message>
        <source>The correction does not fit this mask&apos;s dimensions.</source>
        <translation>该校正与此掩膜的尺寸不符。</translation>
    </message>
    <message>
        <source>The shard {path} is invalid: &quot;&quot; must be an object.</source>
        <translation>分片 {path} 无效：&quot;&quot; 必须是对象。</translation>
    </message>
    <message>
        <source>The class files {file} and {other_file} are not on one grid: {error_difference}.</source>
        <translation>类别文件 {file} 和 {other_file} 不在同一网格上：{error_difference}。</translation>
    </message>
    <message>
        <source>The two label maps are not on the same voxel grid: {error_difference}.</source>
        <translation>两个标签图不在同一体素网格上：{error_difference}。</translation>
    </message>
    <message>
        <source>geometries agree</source>
        <translation>几何信息一致</translation>
    </message>
    <message>
        <source>sizes differ</source>
        <translation>尺寸不同</translation>
    </message>
    <message>
        <source>spacing differs by up to {spacing_difference} mm</source>
        <translation>间距最多相差 {spacing_difference} mm</translation>
    </message>
    <message>
        <source>origin differs by {origin_distance} mm ({origin_distance_voxels} voxels)</source>
        <translation>原点相差 {origin_distance} mm（{origin_distance_voxels} 个体素）</translation>
    </message>
    <message>
        <source>axes differ by up to {direction_angle} deg</source>
        <translation>各轴最多相差 {direction_angle} 度</translation>
    </message>
    <message>
        <source>corners differ by up to {corner_distance} mm ({corner_distance_voxels} voxels)</source>
        <translation>角点最多相差 {corner_distance} mm（{corner_distance_voxels} 个体素）</translation>
    </message>
    <message>
        <source>{error_part}; {error_more}</source>
        <translation>{error_part}；{error_more}</translation>
    </message>
    <message>
        <source>The label maps&apos; geometry cannot place voxels: {error_problem}.</source>
        <translation>标签图的几何信息无法定位体素：{error_problem}。</translation>
    </message>
    <message>
        <source>spacing{axis} is {value}, not a positive voxel size</source>
        <translation>spacing{axis} 为 {value}，不是正的体素尺寸</translation>
    </message>
    <message>
        <source>origin{axis} is {value}</source>
        <translation>origin{axis} 为 {value}</translation>
    </message>
    <message>
        <source>direction column {column} holds {value}</source>
        <translation>方向矩阵第 {column} 列含有 {value}</translation>
    </message>
    <message>
        <source>{error_singular} (direction matrix)</source>
        <translation>{error_singular}（方向矩阵）</translation>
    </message>
    <message>
        <source>voxel axis {axis} has zero length</source>
        <translation>体素轴 {axis} 的长度为零</translation>
    </message>
    <message>
        <source>voxel axes {axis} and {other_axis} are collinear (the matrix is singular)</source>
        <translation>体素轴 {axis} 和 {other_axis} 共线（矩阵是奇异的）</translation>
    </message>
    <message>
        <source>the three voxel axes lie in one plane (the matrix is singular)</source>
        <translation>三个体素轴位于同一平面内（矩阵是奇异的）</translation>
    </message>
    <message>
        <source>The output must be an existing folder or a .nii/.nii.gz file name.</source>
        <translation>输出必须是已存在的文件夹，或以 .nii/.nii.gz 结尾的文件名。</translation>
    </message>
    <message>
        <source>The output folder does not exist.</source>
        <translation>输出文件夹不存在。</translation>
    </message>
    <message>
        <source>The input holds {count} images; choose one with --series or give an output folder.</source>
        <translation>输入包含 {count} 个图像；请用 --series 选择其中一个，或指定一个输出文件夹。</translation>
    </message>
    <message>
        <source>Conversion was cancelled.</source>
        <translation>转换已取消。</translation>
    </message>
    <message>
        <source>The Philips scaling does not match the slices of the series.</source>
        <translation>Philips 缩放参数与该序列的切片不匹配。</translation>
    </message>
    <message>
        <source>No series matches &apos;{series}&apos;.</source>
        <translation>没有与“{series}”匹配的序列。</translation>
    </message>
    <message>
        <source>{path} holds {count} images; a mask is one image.</source>
        <translation>{path} 包含 {count} 个图像；掩膜只能是一个图像。</translation>
    </message>
    <message>
        <source>The file is not an RT Structure Set (its SOP Class is missing).</source>
        <translation>该文件不是 RT Structure Set（缺少 SOP Class）。</translation>
    </message>
    <message>
        <source>The file is not an RT Structure Set (its SOP Class is {uid}).</source>
        <translation>该文件不是 RT Structure Set（其 SOP Class 为 {uid}）。</translation>
    </message>
    <message>
        <source>The image {image} has no grid the RTSTRUCT can be drawn on (it is empty).</source>
        <translation>图像 {image} 没有可绘制 RTSTRUCT 的网格（该图像为空）。</translation>
    </message>
    <message>
        <source>The image {image} has no grid the RTSTRUCT can be drawn on: {error_problem}.</source>
        <translation>图像 {image} 没有可绘制 RTSTRUCT 的网格：{error_problem}。</translation>
    </message>
    <message>
        <source>The image {image} is too wide to draw contours on.</source>
        <translation>图像 {image} 太宽，无法在其上绘制轮廓。</translation>
    </message>
    <message>
        <source>ROI number {number} (&apos;{name}&apos;) cannot be a label value: ScanSleuth stores ROI numbers 1 to 65535 as the voxel values of its label maps.</source>
        <translation>ROI 编号 {number}（“{name}”）不能作为标签值：ScanSleuth 将 ROI 编号 1 到 65535 存为其标签图的体素值。</translation>
    </message>
    <message>
        <source>The image {image}&apos;s slice plane cannot be inverted.</source>
        <translation>图像 {image} 的切片平面无法求逆。</translation>
    </message>
    <message>
        <source>The pixel data could not be decoded ({syntax}).</source>
        <translation>无法解码像素数据（{syntax}）。</translation>
    </message>
    <message>
        <source>Colour DICOM images ({photometric}, {count} samples per pixel) are not supported.</source>
        <translation>不支持彩色 DICOM 图像（{photometric}，每像素 {count} 个样本）。</translation>
    </message>
    <message>
        <source>DICOM images with {bits} bits allocated per sample are not supported.</source>
        <translation>不支持每个样本分配 {bits} 位的 DICOM 图像。</translation>
    </message>
    <message>
        <source>The Siemens mosaic does not state a usable number of images (NumberOfImagesInMosaic).</source>
        <translation>Siemens 马赛克图像未给出可用的图像数量（NumberOfImagesInMosaic）。</translation>
    </message>
    <message>
        <source>The transfer syntax {syntax} ({uid}) cannot be decoded.</source>
        <translation>无法解码传输语法 {syntax}（{uid}）。</translation>
    </message>
    <message>
        <source>No DICOM image was found in {path}.</source>
        <translation>在 {path} 中未找到 DICOM 图像。</translation>
    </message>
    <message>
        <source>No such file or folder: {path}.</source>
        <translation>文件或文件夹不存在：{path}。</translation>
    </message>
    <message>
        <source>The DICOM data could not be put in a memory file.</source>
        <translation>无法将 DICOM 数据放入内存文件。</translation>
    </message>
    <message>
        <source>No DICOM SEG or RTSTRUCT was found in {path}.</source>
        <translation>在 {path} 中未找到 DICOM SEG 或 RTSTRUCT。</translation>
    </message>
    <message>
        <source>Scanning was cancelled.</source>
        <translation>扫描已取消。</translation>
    </message>
    <message>
        <source>The SEG&apos;s segments could not be read.</source>
        <translation>无法读取该 SEG 的分段。</translation>
    </message>
    <message>
        <source>This SEG&apos;s transfer syntax, {syntax} ({uid}), is not one ScanSleuth can decode with DCMTK 3.6.7; convert it to Explicit VR Little Endian (e.g. gdcmconv --raw) and open it again.</source>
        <translation>该 SEG 的传输语法 {syntax}（{uid}）无法由 ScanSleuth 借助 DCMTK 3.6.7 解码；请将其转换为 Explicit VR Little Endian（例如 gdcmconv --raw）后重新打开。</translation>
    </message>
    <message>
        <source>This SEG&apos;s SegmentationType &quot;{type}&quot; is not one ScanSleuth reads (BINARY, FRACTIONAL).</source>
        <translation>ScanSleuth 不读取该 SEG 的 SegmentationType“{type}”（仅支持 BINARY、FRACTIONAL）。</translation>
    </message>
    <message>
        <source>This is a LABELMAP segmentation (Label Map Segmentation Storage, added to DICOM in 2023), which DCMTK 3.6.7, the library ScanSleuth reads SEG files with, does not support; write it as a BINARY SEG to open it here.</source>
        <translation>这是一个 LABELMAP 分割（Label Map Segmentation Storage，2023 年加入 DICOM），ScanSleuth 读取 SEG 文件所用的库 DCMTK 3.6.7 不支持它；请将其写为 BINARY SEG 后在此打开。</translation>
    </message>
    <message>
        <source>A segment of the SEG has no valid SegmentNumber.</source>
        <translation>该 SEG 的某个分段没有有效的 SegmentNumber。</translation>
    </message>
    <message>
        <source>The SEG describes no segment.</source>
        <translation>该 SEG 未描述任何分段。</translation>
    </message>
    <message>
        <source>Two segments of the SEG have the same SegmentNumber.</source>
        <translation>该 SEG 的两个分段具有相同的 SegmentNumber。</translation>
    </message>
    <message>
        <source>The SEG&apos;s per-frame descriptions do not match its number of frames.</source>
        <translation>该 SEG 的逐帧描述与其帧数不符。</translation>
    </message>
    <message>
        <source>A frame of the SEG names a segment that the SEG does not describe.</source>
        <translation>该 SEG 的某一帧引用了 SEG 中未描述的分段。</translation>
    </message>
    <message>
        <source>The SEG file is truncated: its pixel data ends early.</source>
        <translation>该 SEG 文件被截断：其像素数据提前结束。</translation>
    </message>
    <message>
        <source>The SEG holds no pixel data.</source>
        <translation>该 SEG 不包含像素数据。</translation>
    </message>
    <message>
        <source>The SEG file is truncated: its pixel data ends past the end of the file.</source>
        <translation>该 SEG 文件被截断：其像素数据的结尾超出了文件末尾。</translation>
    </message>
    <message>
        <source>The SEG&apos;s pixel data is shorter than its frames need.</source>
        <translation>该 SEG 的像素数据比其各帧所需的更短。</translation>
    </message>
    <message>
        <source>The fractional SEG has no usable MaximumFractionalValue.</source>
        <translation>该分数型 SEG 没有可用的 MaximumFractionalValue。</translation>
    </message>
    <message>
        <source>The fractional SEG does not store 8 bits a pixel.</source>
        <translation>该分数型 SEG 并非每像素存储 8 位。</translation>
    </message>
    <message>
        <source>The binary SEG does not store 1 bit a pixel.</source>
        <translation>该二值 SEG 并非每像素存储 1 位。</translation>
    </message>
    <message>
        <source>The SEG has no rows or columns.</source>
        <translation>该 SEG 没有行或列。</translation>
    </message>
    <message>
        <source>The SEG states an impossible number of frames.</source>
        <translation>该 SEG 声明的帧数不可能成立。</translation>
    </message>
    <message>
        <source>A frame of the SEG has no plane position, so the SEG cannot be placed.</source>
        <translation>该 SEG 的某一帧没有平面位置，因此无法放置该 SEG。</translation>
    </message>
    <message>
        <source>A frame of the SEG has no usable plane position, so the SEG cannot be placed.</source>
        <translation>该 SEG 的某一帧没有可用的平面位置，因此无法放置该 SEG。</translation>
    </message>
    <message>
        <source>A frame of the SEG has no usable orientation, so the SEG cannot be placed.</source>
        <translation>该 SEG 的某一帧没有可用的方向，因此无法放置该 SEG。</translation>
    </message>
    <message>
        <source>A frame of the SEG has no usable pixel spacing, so the SEG cannot be placed.</source>
        <translation>该 SEG 的某一帧没有可用的像素间距，因此无法放置该 SEG。</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames lie in different orientations; ScanSleuth places only stacks of parallel frames.</source>
        <translation>该 SEG 的各帧方向不同；ScanSleuth 只能放置由平行帧组成的堆叠。</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames have different pixel spacings; ScanSleuth places only frames of one pixel grid.</source>
        <translation>该 SEG 的各帧像素间距不同；ScanSleuth 只能放置同一像素网格上的帧。</translation>
    </message>
    <message>
        <source>Only a SEG&apos;s frames can be placed this way.</source>
        <translation>只有 SEG 的帧才能以这种方式放置。</translation>
    </message>
    <message>
        <source>The mask holds values that are not whole numbers, so it is not a label map.</source>
        <translation>该掩膜包含非整数值，因此不是标签图。</translation>
    </message>
    <message>
        <source>The mask holds negative values; a label map&apos;s classes are 1, 2, 3...</source>
        <translation>该掩膜包含负值；标签图的类别应为 1、2、3……</translation>
    </message>
    <message>
        <source>The mask holds label values above 65535, more than a DICOM SEG numbers.</source>
        <translation>该掩膜包含大于 65535 的标签值，超出了 DICOM SEG 的编号范围。</translation>
    </message>
    <message>
        <source>Writing the SEG was cancelled.</source>
        <translation>写入 SEG 已取消。</translation>
    </message>
    <message>
        <source>DCMTK could not create the SEG.</source>
        <translation>DCMTK 无法创建该 SEG。</translation>
    </message>
    <message>
        <source>A segment could not be added to the SEG.</source>
        <translation>无法向该 SEG 添加分段。</translation>
    </message>
    <message>
        <source>The SEG&apos;s plane orientation or pixel measures were refused.</source>
        <translation>该 SEG 的平面方向或像素尺寸被拒绝。</translation>
    </message>
    <message>
        <source>A frame could not be added to the SEG.</source>
        <translation>无法向该 SEG 添加帧。</translation>
    </message>
    <message>
        <source>DCMTK refused the SEG it was given.</source>
        <translation>DCMTK 拒绝了所给的 SEG。</translation>
    </message>
    <message>
        <source>The SEG&apos;s segment names could not be written.</source>
        <translation>无法写入该 SEG 的分段名称。</translation>
    </message>
    <message>
        <source>The SEG&apos;s references could not be written.</source>
        <translation>无法写入该 SEG 的引用。</translation>
    </message>
    <message>
        <source>The SEG&apos;s pixel data could not be set.</source>
        <translation>无法设置该 SEG 的像素数据。</translation>
    </message>
    <message>
        <source>The SEG could not be written.</source>
        <translation>无法写入该 SEG。</translation>
    </message>
    <message>
        <source>There is not enough memory to write the SEG.</source>
        <translation>内存不足，无法写入该 SEG。</translation>
    </message>
    <message>
        <source>A DICOM SEG must reference a DICOM series; the reference is not one.</source>
        <translation>DICOM SEG 必须引用一个 DICOM 序列；所给的参考图像不是 DICOM 序列。</translation>
    </message>
    <message>
        <source>The reference series does not list its slices, so a SEG cannot point at them.</source>
        <translation>参考序列未列出其切片，因此 SEG 无法指向它们。</translation>
    </message>
    <message>
        <source>A slice of the reference series has no SOP Instance UID, so a SEG cannot point at it.</source>
        <translation>参考序列的某个切片没有 SOP Instance UID，因此 SEG 无法指向它。</translation>
    </message>
    <message>
        <source>The reference series has no SOP Class UID.</source>
        <translation>参考序列没有 SOP Class UID。</translation>
    </message>
    <message>
        <source>The mask is not on the reference series&apos; grid; resample it onto the series first.</source>
        <translation>该掩膜不在参考序列的网格上；请先将其重采样到该序列上。</translation>
    </message>
    <message>
        <source>There is nothing to write: the SEG would have no segments.</source>
        <translation>没有可写入的内容：该 SEG 将不含任何分段。</translation>
    </message>
    <message>
        <source>A DICOM SEG holds at most 65535 segments.</source>
        <translation>一个 DICOM SEG 最多包含 65535 个分段。</translation>
    </message>
    <message>
        <source>A segment&apos;s label value must be from 1 to 65535.</source>
        <translation>分段的标签值必须在 1 到 65535 之间。</translation>
    </message>
    <message>
        <source>A label value is given two segments.</source>
        <translation>同一个标签值被分配给了两个分段。</translation>
    </message>
    <message>
        <source>An empty volume cannot be written as DICOM.</source>
        <translation>空体积无法写为 DICOM。</translation>
    </message>
    <message>
        <source>Only 16-bit integer volumes can be written as DICOM.</source>
        <translation>只有 16 位整数体积才能写为 DICOM。</translation>
    </message>
    <message>
        <source>The volume&apos;s voxels do not match its size.</source>
        <translation>该体积的体素与其尺寸不符。</translation>
    </message>
    <message>
        <source>The slices are too large for DICOM (at most 65535 rows and columns).</source>
        <translation>切片对 DICOM 而言过大（最多 65535 行和列）。</translation>
    </message>
    <message>
        <source>Only CT and MR series can be written as DICOM.</source>
        <translation>只有 CT 和 MR 序列才能写为 DICOM。</translation>
    </message>
    <message>
        <source>The DICOM transfer syntax is not one the writer supports.</source>
        <translation>写入器不支持该 DICOM 传输语法。</translation>
    </message>
    <message>
        <source>A patient&apos;s birth date for DICOM must be written YYYYMMDD.</source>
        <translation>DICOM 中患者的出生日期必须写成 YYYYMMDD。</translation>
    </message>
    <message>
        <source>A patient&apos;s sex for DICOM must be M, F or O.</source>
        <translation>DICOM 中患者的性别必须为 M、F 或 O。</translation>
    </message>
    <message>
        <source>A DICOM UID given to the writer is not valid.</source>
        <translation>提供给写入器的某个 DICOM UID 无效。</translation>
    </message>
    <message>
        <source>A DICOM file could not be written.</source>
        <translation>有一个 DICOM 文件无法写入。</translation>
    </message>
    <message>
        <source>Writing the DICOM series was cancelled.</source>
        <translation>写入 DICOM 序列已取消。</translation>
    </message>
    <message>
        <source>A DICOM slice could not be encoded.</source>
        <translation>有一个 DICOM 切片无法编码。</translation>
    </message>
    <message>
        <source>The folder for the DICOM series could not be created.</source>
        <translation>无法创建用于 DICOM 序列的文件夹。</translation>
    </message>
    <message>
        <source>There is no volume to write.</source>
        <translation>没有可写入的体积。</translation>
    </message>
    <message>
        <source>The volumes to write do not share one geometry and type.</source>
        <translation>要写入的各体积不具有相同的几何和类型。</translation>
    </message>
    <message>
        <source>NIfTI-1 cannot store more than 32767 voxels along an axis.</source>
        <translation>NIfTI-1 沿一个轴最多只能存储 32767 个体素。</translation>
    </message>
    <message>
        <source>The volume&apos;s buffer does not match its geometry.</source>
        <translation>该体积的缓冲区与其几何不符。</translation>
    </message>
    <message>
        <source>The file could not be compressed.</source>
        <translation>无法压缩该文件。</translation>
    </message>
    <message>
        <source>The voxels are stored as {type} and hold values beyond the 32-bit range, which ScanSleuth cannot hold.</source>
        <translation>体素以 {type} 存储，且包含超出 32 位范围的值，ScanSleuth 无法容纳。</translation>
    </message>
    <message>
        <source>The image file (.img) that goes with this header was not found.</source>
        <translation>未找到与该头文件对应的图像文件（.img）。</translation>
    </message>
    <message>
        <source>The header file (.hdr) that goes with this image file was not found.</source>
        <translation>未找到与该图像文件对应的头文件（.hdr）。</translation>
    </message>
    <message>
        <source>The image has {pixel} pixels with {count} components; only single-valued (greyscale) images are supported.</source>
        <translation>该图像的像素为 {pixel}，有 {count} 个分量；仅支持单值（灰度）图像。</translation>
    </message>
    <message>
        <source>The image stores {type} voxels, a type ScanSleuth does not support.</source>
        <translation>该图像存储的是 {type} 体素，ScanSleuth 不支持这种类型。</translation>
    </message>
    <message>
        <source>The image has {count} dimensions; only 2D, 3D and 4D images are supported.</source>
        <translation>该图像有 {count} 个维度；仅支持 2D、3D 和 4D 图像。</translation>
    </message>
    <message>
        <source>The image header claims {count} voxels, more than this machine can hold.</source>
        <translation>图像头信息声称有 {count} 个体素，超出了本机的容量。</translation>
    </message>
    <message>
        <source>The JPEG 2000 frame has {count} colour components; only greyscale frames are supported.</source>
        <translation>该 JPEG 2000 帧有 {count} 个颜色分量；仅支持灰度帧。</translation>
    </message>
    <message>
        <source>The JPEG 2000 frame uses subsampling, which is not supported.</source>
        <translation>该 JPEG 2000 帧使用了子采样，不受支持。</translation>
    </message>
    <message>
        <source>The JPEG 2000 frame is {size} pixels but the DICOM header says {expected}.</source>
        <translation>该 JPEG 2000 帧为 {size} 像素，但 DICOM 头信息给出的是 {expected}。</translation>
    </message>
    <message>
        <source>The JPEG 2000 frame has {bits}-bit samples, more than the {allocated} bits allocated per pixel.</source>
        <translation>该 JPEG 2000 帧的样本为 {bits} 位，超过了每像素分配的 {allocated} 位。</translation>
    </message>
    <message>
        <source>JPEG 2000 frames with {bits} bits allocated per pixel are not supported.</source>
        <translation>不支持每像素分配 {bits} 位的 JPEG 2000 帧。</translation>
    </message>
    <message>
        <source>The frame size {size} is not valid.</source>
        <translation>帧尺寸 {size} 无效。</translation>
    </message>
    <message>
        <source>The buffer for the decoded JPEG 2000 frame is too small.</source>
        <translation>用于已解码 JPEG 2000 帧的缓冲区太小。</translation>
    </message>
    <message>
        <source>The frame is not a JPEG 2000 codestream.</source>
        <translation>该帧不是 JPEG 2000 码流。</translation>
    </message>
    <message>
        <source>The JPEG 2000 decoder could not be set up.</source>
        <translation>无法设置 JPEG 2000 解码器。</translation>
    </message>
    <message>
        <source>The JPEG 2000 frame&apos;s header is damaged.</source>
        <translation>该 JPEG 2000 帧的头信息已损坏。</translation>
    </message>
    <message>
        <source>The JPEG 2000 frame could not be decoded; it is damaged or truncated.</source>
        <translation>无法解码该 JPEG 2000 帧；它已损坏或被截断。</translation>
    </message>
    <message>
        <source>The JPEG 2000 frame decoded to an unexpected size.</source>
        <translation>该 JPEG 2000 帧解码后的尺寸与预期不符。</translation>
    </message>
    <message>
        <source>The Siemens CSA header is damaged and cannot be read.</source>
        <translation>Siemens CSA 头信息已损坏，无法读取。</translation>
    </message>
    <message>
        <source>The data is not a Siemens CSA header.</source>
        <translation>该数据不是 Siemens CSA 头信息。</translation>
    </message>
    <message>
        <source>The functional groups could not be scanned.</source>
        <translation>无法扫描功能组（functional groups）。</translation>
    </message>
    <message>
        <source>The functional groups hold something the scanner leaves to DCMTK.</source>
        <translation>功能组（functional groups）中含有扫描器交由 DCMTK 处理的内容。</translation>
    </message>
    <message>
        <source>The functional groups are too large to scan.</source>
        <translation>功能组（functional groups）太大，无法扫描。</translation>
    </message>
    <message>
        <source>{path} is not a usable translation file (.qm).</source>
        <translation>{path} 不是可用的翻译文件（.qm）。</translation>
    </message>
    <message>
        <source>The file &apos;{path}&apos; was not found.</source>
        <translation>未找到文件“{path}”。</translation>
    </message>
    <message>
        <source>The file &apos;{path}&apos; cannot be opened.</source>
        <translation>无法打开文件“{path}”。</translation>
    </message>
    <message>
        <source>The file &apos;{path}&apos; cannot be read.</source>
        <translation>无法读取文件“{path}”。</translation>
    </message>
    <message>
        <source>The file &apos;{path}&apos; is larger than expected.</source>
        <translation>文件“{path}”比预期的大。</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>无法写入该文件。</translation>
    </message>
    <message>
        <source>{error_what}, {file}, could not be loaded, so {error_consequence}. Install it in lib/scansleuth/ beside the program&apos;s bin/, or set {variable} to its path.</source>
        <translation>{error_what}（{file}）无法加载，因此{error_consequence}。请将其安装到程序 bin/ 旁边的 lib/scansleuth/ 中，或将 {variable} 设为其路径。</translation>
    </message>
    <message>
        <source>The model part (LibTorch)</source>
        <translation>模型部分（LibTorch）</translation>
    </message>
    <message>
        <source>no model can run</source>
        <translation>无法运行任何模型</translation>
    </message>
    <message>
        <source>The DICOM reader and writer (DCMTK, OpenJPEG)</source>
        <translation>DICOM 读写模块（DCMTK、OpenJPEG）</translation>
    </message>
    <message>
        <source>DICOM files cannot be read or written</source>
        <translation>无法读写 DICOM 文件</translation>
    </message>
    <message>
        <source>The reader of NRRD, MetaImage, MINC, HDF5 and the other ITK formats</source>
        <translation>NRRD、MetaImage、MINC、HDF5 及其他 ITK 格式的读取模块</translation>
    </message>
    <message>
        <source>only NIfTI, Analyze and DICOM can be read</source>
        <translation>只能读取 NIfTI、Analyze 和 DICOM</translation>
    </message>
    <message>
        <source>The 3D view (VTK)</source>
        <translation>3D 视图（VTK）</translation>
    </message>
    <message>
        <source>the 2x2 layout shows no 3D view</source>
        <translation>2x2 布局不显示 3D 视图</translation>
    </message>
    <message>
        <source>The PDF writer (Qt Gui)</source>
        <translation>PDF 写入模块（Qt Gui）</translation>
    </message>
    <message>
        <source>no PDF can be written (.html, .md and .json reports still can)</source>
        <translation>无法写入 PDF（仍可写入 .html、.md 和 .json 报告）</translation>
    </message>
    <message>
        <source>Could not {error_task} because of an unexpected error.</source>
        <translation>由于意外错误，无法{error_task}。</translation>
    </message>
    <message>
        <source>There is not enough memory to {error_task}.</source>
        <translation>内存不足，无法{error_task}。</translation>
    </message>
    <message>
        <source>There is not enough memory to {error_task} (needs {needed}).</source>
        <translation>内存不足，无法{error_task}（需要 {needed}）。</translation>
    </message>
    <message>
        <source>There is not enough memory to {error_task} ({available} available).</source>
        <translation>内存不足，无法{error_task}（可用 {available}）。</translation>
    </message>
    <message>
        <source>There is not enough memory to {error_task} (needs {needed}, {available} available).</source>
        <translation>内存不足，无法{error_task}（需要 {needed}，可用 {available}）。</translation>
    </message>
    <message>
        <source>finish the work</source>
        <translation>完成该工作</translation>
    </message>
    <message>
        <source>compare the embeddings</source>
        <translation>比较嵌入向量</translation>
    </message>
    <message>
        <source>prepare the fingerprints</source>
        <translation>准备指纹</translation>
    </message>
    <message>
        <source>screen the fingerprints</source>
        <translation>筛查指纹</translation>
    </message>
    <message>
        <source>compare the thumbnails</source>
        <translation>比较缩略图</translation>
    </message>
    <message>
        <source>fingerprint the dataset</source>
        <translation>计算数据集的指纹</translation>
    </message>
    <message>
        <source>fingerprint the volume</source>
        <translation>计算该体积的指纹</translation>
    </message>
    <message>
        <source>compare the volumes that share a grid</source>
        <translation>比较共享同一网格的体积</translation>
    </message>
    <message>
        <source>check the pair</source>
        <translation>检查该配对</translation>
    </message>
    <message>
        <source>compare the label maps</source>
        <translation>比较标签图</translation>
    </message>
    <message>
        <source>compare the label maps voxel by voxel</source>
        <translation>逐体素比较标签图</translation>
    </message>
    <message>
        <source>compute the surface distances</source>
        <translation>计算表面距离</translation>
    </message>
    <message>
        <source>compare the cases</source>
        <translation>比较各病例</translation>
    </message>
    <message>
        <source>turn the probabilities into labels</source>
        <translation>将概率转换为标签</translation>
    </message>
    <message>
        <source>project the labels on the axes</source>
        <translation>将标签投影到各坐标轴上</translation>
    </message>
    <message>
        <source>undo a candidate transform of the labels</source>
        <translation>撤销标签的一个候选变换</translation>
    </message>
    <message>
        <source>scan the voxel values</source>
        <translation>扫描体素值</translation>
    </message>
    <message>
        <source>resample the image onto the target grid</source>
        <translation>将图像重采样到目标网格</translation>
    </message>
    <message>
        <source>resample the image</source>
        <translation>重采样该图像</translation>
    </message>
    <message>
        <source>compute the percentiles</source>
        <translation>计算百分位数</translation>
    </message>
    <message>
        <source>read the .npz member &apos;{name}&apos;</source>
        <translation>读取 .npz 成员“{name}”</translation>
    </message>
    <message>
        <source>rasterise the RTSTRUCT</source>
        <translation>栅格化该 RTSTRUCT</translation>
    </message>
    <message>
        <source>decode the DICOM series</source>
        <translation>解码该 DICOM 序列</translation>
    </message>
    <message>
        <source>read the DICOM headers</source>
        <translation>读取 DICOM 头信息</translation>
    </message>
    <message>
        <source>read the SEG</source>
        <translation>读取该 SEG</translation>
    </message>
    <message>
        <source>read the SEG&apos;s pixel data</source>
        <translation>读取该 SEG 的像素数据</translation>
    </message>
    <message>
        <source>place the SEG&apos;s frames</source>
        <translation>放置该 SEG 的帧</translation>
    </message>
    <message>
        <source>prefault the volume</source>
        <translation>预先载入该体积的内存页</translation>
    </message>
    <message>
        <source>The work was cancelled.</source>
        <translation>该工作已取消。</translation>
    </message>
    <message>
        <source>The near-duplicate search was cancelled.</source>
        <translation>近似重复搜索已取消。</translation>
    </message>
    <message>
        <source>Resampling was cancelled.</source>
        <translation>重采样已取消。</translation>
    </message>
    <message>
        <source>Preprocessing was cancelled.</source>
        <translation>预处理已取消。</translation>
    </message>
    <message>
        <source>The voxel-to-world matrix cannot place the image: {error_problem}.</source>
        <translation>体素到世界坐标的矩阵无法放置该图像：{error_problem}。</translation>
    </message>
    <message>
        <source>the offset column holds {value}</source>
        <translation>偏移列含有 {value}</translation>
    </message>
    <message>
        <source>column {column} holds {value}</source>
        <translation>第 {column} 列含有 {value}</translation>
    </message>
    <message>
        <source>The image needs {size} MiB of memory, more than this machine has.</source>
        <translation>该图像需要 {size} MiB 内存，超出了本机拥有的内存。</translation>
    </message>
    <message>
        <source>Could not allocate {size} MiB for the image.</source>
        <translation>无法为该图像分配 {size} MiB 内存。</translation>
    </message>
    <message>
        <source>The image dimensions are too large to hold in memory.</source>
        <translation>图像尺寸太大，无法放入内存。</translation>
    </message>
    <message>
        <source>The two label maps are not on the same voxel grid.</source>
        <translation>这两个标签图不在同一个体素网格上。</translation>
    </message>
    <message>
        <source>This layer needs no drawing copy for this plane.</source>
        <translation>该图层在此平面上不需要绘制副本。</translation>
    </message>
    <message>
        <source>Line {line} of the label table {path} {error_problem}.</source>
        <translation>标签表 {path} 的第 {line} 行{error_problem}。</translation>
    </message>
    <message>
        <source>is not a valid ITK-SNAP label description entry (IDX R G B A VIS MSH &quot;NAME&quot;)</source>
        <translation>不是有效的 ITK-SNAP 标签描述条目（IDX R G B A VIS MSH &quot;NAME&quot;）</translation>
    </message>
    <message>
        <source>is not a valid Slicer colour table entry (IDX NAME R G B A)</source>
        <translation>不是有效的 Slicer 颜色表条目（IDX NAME R G B A）</translation>
    </message>
    <message>
        <source>is not a valid FreeSurfer LUT entry (IDX NAME R G B A)</source>
        <translation>不是有效的 FreeSurfer LUT 条目（IDX NAME R G B A）</translation>
    </message>
    <message>
        <source>is not a valid index-name text entry (IDX NAME)</source>
        <translation>不是有效的“索引-名称”文本条目（IDX NAME）</translation>
    </message>
    <message>
        <source>is not a valid CSV entry (VALUE,NAME or VALUE,NAME,R,G,B[,A])</source>
        <translation>不是有效的 CSV 条目（VALUE,NAME 或 VALUE,NAME,R,G,B[,A]）</translation>
    </message>
    <message>
        <source>is not a valid TSV entry (VALUE&lt;tab&gt;NAME or VALUE&lt;tab&gt;NAME&lt;tab&gt;R&lt;tab&gt;G&lt;tab&gt;B[&lt;tab&gt;A])</source>
        <translation>不是有效的 TSV 条目（VALUE&lt;tab&gt;NAME 或 VALUE&lt;tab&gt;NAME&lt;tab&gt;R&lt;tab&gt;G&lt;tab&gt;B[&lt;tab&gt;A]）</translation>
    </message>
    <message>
        <source>is not a valid FSL atlas XML entry (&lt;label index=&quot;I&quot;&gt;NAME&lt;/label&gt;)</source>
        <translation>不是有效的 FSL 图谱 XML 条目（&lt;label index=&quot;I&quot;&gt;NAME&lt;/label&gt;）</translation>
    </message>
    <message>
        <source>has an index that is not a whole number</source>
        <translation>的索引不是整数</translation>
    </message>
    <message>
        <source>has an empty name</source>
        <translation>的名称为空</translation>
    </message>
    <message>
        <source>names label {label} a second time</source>
        <translation>再次命名了标签 {label}</translation>
    </message>
    <message>
        <source>The label table {path} holds no labels.</source>
        <translation>标签表 {path} 不包含任何标签。</translation>
    </message>
    <message>
        <source>The label table {path} cannot be opened.</source>
        <translation>无法打开标签表 {path}。</translation>
    </message>
    <message>
        <source>No label table was found.</source>
        <translation>未找到标签表。</translation>
    </message>
    <message>
        <source>No image was found at {path}.</source>
        <translation>在 {path} 未找到图像。</translation>
    </message>
    <message>
        <source>Slice {slice} is outside the image: the axial slices are 0 to {last}.</source>
        <translation>切片 {slice} 超出图像范围：轴位切片为 0 到 {last}。</translation>
    </message>
    <message>
        <source>Slice {slice} is outside the image: the coronal slices are 0 to {last}.</source>
        <translation>切片 {slice} 超出图像范围：冠状位切片为 0 到 {last}。</translation>
    </message>
    <message>
        <source>Slice {slice} is outside the image: the sagittal slices are 0 to {last}.</source>
        <translation>切片 {slice} 超出图像范围：矢状位切片为 0 到 {last}。</translation>
    </message>
    <message>
        <source>Give either --slice N or --world X,Y,Z.</source>
        <translation>请指定 --slice N 或 --world X,Y,Z 之一。</translation>
    </message>
    <message>
        <source>The point {point} (RAS mm) is outside the image along the axial plane&apos;s normal.</source>
        <translation>点 {point}（RAS，毫米）沿轴位平面的法线方向位于图像之外。</translation>
    </message>
    <message>
        <source>The point {point} (RAS mm) is outside the image along the coronal plane&apos;s normal.</source>
        <translation>点 {point}（RAS，毫米）沿冠状位平面的法线方向位于图像之外。</translation>
    </message>
    <message>
        <source>The point {point} (RAS mm) is outside the image along the sagittal plane&apos;s normal.</source>
        <translation>点 {point}（RAS，毫米）沿矢状位平面的法线方向位于图像之外。</translation>
    </message>
    <message>
        <source>The plane must be axial, coronal or sagittal, not &apos;{text}&apos;.</source>
        <translation>平面必须为 axial、coronal 或 sagittal，而不是“{text}”。</translation>
    </message>
    <message>
        <source>The convention must be radiological or neurological, not &apos;{text}&apos;.</source>
        <translation>约定必须为 radiological 或 neurological，而不是“{text}”。</translation>
    </message>
    <message>
        <source>The point must be three numbers X,Y,Z in mm, not &apos;{text}&apos;.</source>
        <translation>点必须是以毫米为单位的三个数 X,Y,Z，而不是“{text}”。</translation>
    </message>
    <message>
        <source>The zoom must be a number above 0 and at most 64.</source>
        <translation>缩放必须是大于 0 且不超过 64 的数。</translation>
    </message>
    <message>
        <source>Give --window (above 0) and --level together.</source>
        <translation>请同时指定 --window（大于 0）和 --level。</translation>
    </message>
    <message>
        <source>There is no picture to encode as PNG.</source>
        <translation>没有可编码为 PNG 的图片。</translation>
    </message>
    <message>
        <source>The picture could not be compressed as PNG.</source>
        <translation>无法将该图片压缩为 PNG。</translation>
    </message>
    <message>
        <source>The picture is not a readable PNG.</source>
        <translation>该图片不是可读取的 PNG。</translation>
    </message>
    <message>
        <source>The picture {path} is not a readable PNG.</source>
        <translation>图片 {path} 不是可读取的 PNG。</translation>
    </message>
    <message>
        <source>The picture is not an 8-bit RGB(A) PNG.</source>
        <translation>该图片不是 8 位 RGB(A) PNG。</translation>
    </message>
    <message>
        <source>The picture {path} is not an 8-bit RGB(A) PNG.</source>
        <translation>图片 {path} 不是 8 位 RGB(A) PNG。</translation>
    </message>
    <message>
        <source>The picture is too large.</source>
        <translation>该图片太大。</translation>
    </message>
    <message>
        <source>The picture {path} is too large.</source>
        <translation>图片 {path} 太大。</translation>
    </message>
    <message>
        <source>There is no picture to write to {path}.</source>
        <translation>没有可写入 {path} 的图片。</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}.</source>
        <translation>无法将图片写入 {path}。</translation>
    </message>
    <message>
        <source>The picture {path} could not be opened.</source>
        <translation>无法打开图片 {path}。</translation>
    </message>
    <message>
        <source>Unknown device &apos;{device}&apos;: use auto, cpu or cuda.</source>
        <translation>未知设备 &apos;{device}&apos;：请使用 auto、cpu 或 cuda。</translation>
    </message>
    <message>
        <source>Unknown example model &apos;{name}&apos;: use one of {names}.</source>
        <translation>未知示例模型 &apos;{name}&apos;：请使用 {names} 之一。</translation>
    </message>
    <message>
        <source>Unknown model experiment &apos;{experiment}&apos;.</source>
        <translation>未知模型实验 &apos;{experiment}&apos;。</translation>
    </message>
    <message>
        <source>The example model could not be built.</source>
        <translation>无法构建示例模型。</translation>
    </message>
    <message>
        <source>An example model needs at least one input channel, class and feature.</source>
        <translation>示例模型至少需要一个输入通道、一个类别和一个特征。</translation>
    </message>
    <message>
        <source>An example encoder needs at least one input channel and feature.</source>
        <translation>示例编码器至少需要一个输入通道和一个特征。</translation>
    </message>
    <message>
        <source>The two answers have different class counts ({count_a} and {count_b}).</source>
        <translation>两个结果的类别数不同（{count_a} 和 {count_b}）。</translation>
    </message>
    <message>
        <source>The two answers cover different voxel counts ({count_a} and {count_b}): they are not on one grid.</source>
        <translation>两个结果覆盖的体素数不同（{count_a} 和 {count_b}）：它们不在同一网格上。</translation>
    </message>
    <message>
        <source>The model file &apos;{path}&apos; does not exist.</source>
        <translation>模型文件 &apos;{path}&apos; 不存在。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a folder, not a TorchScript file.</source>
        <translation>&apos;{path}&apos; 是文件夹，不是 TorchScript 文件。</translation>
    </message>
    <message>
        <source>The model file &apos;{path}&apos; cannot be read.</source>
        <translation>无法读取模型文件 &apos;{path}&apos;。</translation>
    </message>
    <message>
        <source>The model file &apos;{path}&apos; is empty.</source>
        <translation>模型文件 &apos;{path}&apos; 为空。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a file saved with torch.save in the legacy (pre-1.6) pickle format, not a TorchScript model.</source>
        <translation>&apos;{path}&apos; 是用 torch.save 以旧版（1.6 之前）pickle 格式保存的文件，不是 TorchScript 模型。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is an ONNX model; ScanSleuth runs TorchScript models through LibTorch.</source>
        <translation>&apos;{path}&apos; 是 ONNX 模型；ScanSleuth 通过 LibTorch 运行 TorchScript 模型。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a TorchScript file (it is not a zip archive).</source>
        <translation>&apos;{path}&apos; 不是 TorchScript 文件（它不是 zip 压缩包）。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a training checkpoint saved with torch.save (a dictionary with weights and training state), not a TorchScript model.</source>
        <translation>&apos;{path}&apos; 是用 torch.save 保存的训练检查点（包含权重和训练状态的字典），不是 TorchScript 模型。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a state_dict saved with torch.save (weights without the model&apos;s code), not a TorchScript model.</source>
        <translation>&apos;{path}&apos; 是用 torch.save 保存的 state_dict（只有权重，没有模型代码），不是 TorchScript 模型。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a whole nn.Module pickled with torch.save (it needs the Python class to load), not a TorchScript model.</source>
        <translation>&apos;{path}&apos; 是用 torch.save 整体 pickle 的 nn.Module（加载时需要其 Python 类），不是 TorchScript 模型。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a file saved with torch.save, not a TorchScript model.</source>
        <translation>&apos;{path}&apos; 是用 torch.save 保存的文件，不是 TorchScript 模型。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is a zip archive without TorchScript code (no code/ folder).</source>
        <translation>&apos;{path}&apos; 是不含 TorchScript 代码的 zip 压缩包（没有 code/ 文件夹）。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; was saved by a newer PyTorch (file format version {version}) than this LibTorch {libtorch} reads (up to version {max_version}).</source>
        <translation>&apos;{path}&apos; 由较新的 PyTorch 保存（文件格式版本 {version}），而此 LibTorch {libtorch} 只能读取到版本 {max_version}。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; was saved by a newer PyTorch than this LibTorch {libtorch} reads; build ScanSleuth against a newer LibTorch (docs/gpu.md).</source>
        <translation>&apos;{path}&apos; 由比此 LibTorch {libtorch} 更新的 PyTorch 保存；请针对更新的 LibTorch 构建 ScanSleuth（docs/gpu.md）。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is truncated or damaged: its zip archive cannot be read.</source>
        <translation>&apos;{path}&apos; 已被截断或损坏：无法读取其 zip 压缩包。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; uses operators this LibTorch {libtorch} does not know: it was probably saved by a newer PyTorch.</source>
        <translation>&apos;{path}&apos; 使用了此 LibTorch {libtorch} 不认识的算子：它可能是由较新的 PyTorch 保存的。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; does not fit in memory on this device.</source>
        <translation>&apos;{path}&apos; 在此设备上内存不足以容纳。</translation>
    </message>
    <message>
        <source>LibTorch cannot load &apos;{path}&apos; as a TorchScript model.</source>
        <translation>LibTorch 无法将 &apos;{path}&apos; 作为 TorchScript 模型加载。</translation>
    </message>
    <message>
        <source>The model cannot be copied for the experiment.</source>
        <translation>无法为该实验复制模型。</translation>
    </message>
    <message>
        <source>CUDA was requested but is not available: this LibTorch has CUDA but sees no GPU (CUDA_VISIBLE_DEVICES, driver, or a SLURM job without --gres=gpu).</source>
        <translation>请求了 CUDA，但 CUDA 不可用：此 LibTorch 支持 CUDA，但看不到 GPU（CUDA_VISIBLE_DEVICES、驱动程序，或未加 --gres=gpu 的 SLURM 作业）。</translation>
    </message>
    <message>
        <source>CUDA was requested but is not available: this LibTorch ({libtorch}) was built without CUDA, as Debian&apos;s is.</source>
        <translation>请求了 CUDA，但 CUDA 不可用：此 LibTorch（{libtorch}）构建时未启用 CUDA，Debian 的版本即是如此。</translation>
    </message>
    <message>
        <source>The inference was cancelled.</source>
        <translation>推理已取消。</translation>
    </message>
    <message>
        <source>The model returned {output} for a {input} patch: a segmentation model must return [batch, classes, D, H, W].</source>
        <translation>模型对 {input} 的图块返回了 {output}：分割模型必须返回 [batch, classes, D, H, W]。</translation>
    </message>
    <message>
        <source>The model returned {output} for a {input} patch: it does not keep the spatial size (valid convolutions?).</source>
        <translation>模型对 {input} 的图块返回了 {output}：它没有保持空间尺寸（valid 卷积？）。</translation>
    </message>
    <message>
        <source>The model input must be [1, C, D, H, W], not {shape}.</source>
        <translation>模型输入必须是 [1, C, D, H, W]，而不是 {shape}。</translation>
    </message>
    <message>
        <source>The input {shape} and its blending sums do not fit in memory on {device}: use a smaller --patch.</source>
        <translation>输入 {shape} 及其融合累加在 {device} 上内存不足：请使用更小的 --patch。</translation>
    </message>
    <message>
        <source>The model could not be run on the input.</source>
        <translation>无法在该输入上运行模型。</translation>
    </message>
    <message>
        <source>There is no input channel to run the model on.</source>
        <translation>没有可供运行模型的输入通道。</translation>
    </message>
    <message>
        <source>No input image was given to run the model on.</source>
        <translation>未提供用于运行模型的输入图像。</translation>
    </message>
    <message>
        <source>The tensor must be [C, D, H, W] or [1, C, D, H, W] with as many values as its shape says; it is {shape} with {count} values.</source>
        <translation>张量必须是 [C, D, H, W] 或 [1, C, D, H, W]，且值的个数与其形状一致；它是 {shape}，有 {count} 个值。</translation>
    </message>
    <message>
        <source>The tensor {shape} holds {count} values, not as many as its shape says.</source>
        <translation>张量 {shape} 含有 {count} 个值，与其形状所示的个数不符。</translation>
    </message>
    <message>
        <source>A {shape} input does not fit through the model on {device}.</source>
        <translation>{shape} 的输入在 {device} 上无法通过模型。</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a patch size: give 3 whole numbers of voxels in index order i,j,k such as 96,96,64 (0 on an axis: the whole axis), or &apos;whole&apos;.</source>
        <translation>&apos;{text}&apos; 不是图块大小：请按索引顺序 i,j,k 给出 3 个整数体素数，例如 96,96,64（某轴为 0：整个轴），或 &apos;whole&apos;。</translation>
    </message>
    <message>
        <source>The overlap must be at least 0 and less than 1, not {overlap}.</source>
        <translation>重叠必须不小于 0 且小于 1，而不是 {overlap}。</translation>
    </message>
    <message>
        <source>The batch must be at least 1 patch.</source>
        <translation>批次至少须包含 1 个图块。</translation>
    </message>
    <message>
        <source>A patch size cannot be negative.</source>
        <translation>图块大小不能为负。</translation>
    </message>
    <message>
        <source>Running the model with the whole volume needs at least {needed} of memory ({device}), more than the {available} available: use a smaller --patch or --batch.</source>
        <translation>在整个体数据上运行模型至少需要 {needed} 内存（{device}），超过了可用的 {available}：请使用更小的 --patch 或 --batch。</translation>
    </message>
    <message>
        <source>Running the model with patches of {patch} needs at least {needed} of memory ({device}), more than the {available} available: use a smaller --patch or --batch.</source>
        <translation>以 {patch} 的图块运行模型至少需要 {needed} 内存（{device}），超过了可用的 {available}：请使用更小的 --patch 或 --batch。</translation>
    </message>
    <message>
        <source>Unknown activation &apos;{name}&apos;: use auto, softmax, sigmoid or probabilities.</source>
        <translation>未知激活 &apos;{name}&apos;：请使用 auto、softmax、sigmoid 或 probabilities。</translation>
    </message>
    <message>
        <source>The model returned no channels.</source>
        <translation>模型没有返回任何通道。</translation>
    </message>
    <message>
        <source>The model could not be run to describe its activations.</source>
        <translation>无法运行模型来描述其激活。</translation>
    </message>
    <message>
        <source>The model&apos;s forward takes {count} tensors ({names}), but ScanSleuth gives it one: the image&apos;s channels as one {shape} tensor. Export a wrapper whose forward takes one tensor.</source>
        <translation>模型的 forward 接受 {count} 个张量（{names}），但 ScanSleuth 只传入一个：图像的各通道合成一个 {shape} 张量。请导出一个 forward 只接受一个张量的包装器。</translation>
    </message>
    <message>
        <source>The model expects {expected} input channel(s), but was given {given}: the spec&apos;s &quot;channels&quot; and the images given must match the model&apos;s first convolution.</source>
        <translation>模型需要 {expected} 个输入通道，但得到了 {given} 个：规格中的 &quot;channels&quot; 和给出的图像必须与模型的第一个卷积相符。</translation>
    </message>
    <message>
        <source>A {kernel}D model ({type}) was given a {input}D volume: its first convolution ({module}) has {kernel}D kernels, weight {weight}, and the input is {shape}. ScanSleuth runs {input}D models on volumes; use a {input}D model.</source>
        <translation>{kernel}D 模型（{type}）收到了 {input}D 体数据：其第一个卷积（{module}）使用 {kernel}D 卷积核，权重 {weight}，而输入为 {shape}。ScanSleuth 在体数据上运行 {input}D 模型；请使用 {input}D 模型。</translation>
    </message>
    <message>
        <source>The model&apos;s feature maps do not fit together (sizes {size_a} and {size_b}) after downsampling and upsampling, and the input {shape} has sizes not divisible by {stride} ({sizes}): a model that downsamples needs sizes divisible by its total stride; set a patch, e.g. --patch {patch} (in the tensor&apos;s axis order).</source>
        <translation>模型的特征图在下采样和上采样后无法对齐（尺寸 {size_a} 和 {size_b}），而输入 {shape} 的尺寸不能被 {stride} 整除（{sizes}）：做下采样的模型要求尺寸能被其总步长整除；请设置图块，例如 --patch {patch}（按张量的轴顺序）。</translation>
    </message>
    <message>
        <source>The model&apos;s feature maps do not fit together (sizes {size_a} and {size_b}) after downsampling and upsampling, and the input {shape} has sizes not divisible by {stride} ({sizes}): a model that downsamples needs sizes divisible by its total stride; use a patch such as --patch {patch} (in the tensor&apos;s axis order).</source>
        <translation>模型的特征图在下采样和上采样后无法对齐（尺寸 {size_a} 和 {size_b}），而输入 {shape} 的尺寸不能被 {stride} 整除（{sizes}）：做下采样的模型要求尺寸能被其总步长整除；请使用诸如 --patch {patch} 的图块（按张量的轴顺序）。</translation>
    </message>
    <message>
        <source>The whole volume {shape} does not fit through the model on {device} in one piece: set a patch, e.g. --patch 96,96,96.</source>
        <translation>整个体数据 {shape} 无法在 {device} 上一次通过模型：请设置图块，例如 --patch 96,96,96。</translation>
    </message>
    <message>
        <source>A batch of patches {shape} ran out of memory on {device}: use a smaller --batch or --patch, or --retry-smaller-batch.</source>
        <translation>一批 {shape} 图块在 {device} 上内存不足：请使用更小的 --batch 或 --patch，或使用 --retry-smaller-batch。</translation>
    </message>
    <message>
        <source>The model&apos;s forward failed on a {shape} input.</source>
        <translation>模型的 forward 在 {shape} 的输入上失败。</translation>
    </message>
    <message>
        <source>{model_error} (The model&apos;s forward failed on a {shape} input.)</source>
        <translation>{model_error}（模型的 forward 在 {shape} 的输入上失败。）</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has an unreadable .npy header: {error_problem}.</source>
        <translation>&apos;{path}&apos; 的 .npy 文件头无法读取：{error_problem}。</translation>
    </message>
    <message>
        <source>no &apos;descr&apos; (the dtype)</source>
        <translation>缺少 &apos;descr&apos;（dtype）</translation>
    </message>
    <message>
        <source>&apos;descr&apos; is not a string</source>
        <translation>&apos;descr&apos; 不是字符串</translation>
    </message>
    <message>
        <source>&apos;descr&apos; is not closed</source>
        <translation>&apos;descr&apos; 未闭合</translation>
    </message>
    <message>
        <source>no &apos;fortran_order&apos;</source>
        <translation>缺少 &apos;fortran_order&apos;</translation>
    </message>
    <message>
        <source>&apos;fortran_order&apos; is neither True nor False</source>
        <translation>&apos;fortran_order&apos; 既不是 True 也不是 False</translation>
    </message>
    <message>
        <source>no &apos;shape&apos; tuple</source>
        <translation>缺少 &apos;shape&apos; 元组</translation>
    </message>
    <message>
        <source>the &apos;shape&apos; tuple is not closed</source>
        <translation>&apos;shape&apos; 元组未闭合</translation>
    </message>
    <message>
        <source>the &apos;shape&apos; tuple holds something other than whole numbers</source>
        <translation>&apos;shape&apos; 元组含有整数以外的内容</translation>
    </message>
    <message>
        <source>the &apos;shape&apos; tuple is not a list of numbers</source>
        <translation>&apos;shape&apos; 元组不是数字列表</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a structured array (named fields), not a plain numeric tensor.</source>
        <translation>&apos;{path}&apos; 含有结构化数组（具名字段），不是普通的数值张量。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; claims a dimension too large to count.</source>
        <translation>&apos;{path}&apos; 声明的某个维度大到无法计数。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is an object array (dtype=object): it holds pickled Python objects, not numbers.</source>
        <translation>&apos;{path}&apos; 是对象数组（dtype=object）：它含有 pickle 的 Python 对象，而不是数字。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds big-endian data (dtype &apos;{dtype}&apos;), which is not read.</source>
        <translation>&apos;{path}&apos; 含有大端序数据（dtype &apos;{dtype}&apos;），无法读取。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has dtype &apos;{dtype}&apos;, which is not read.</source>
        <translation>&apos;{path}&apos; 的 dtype 为 &apos;{dtype}&apos;，无法读取。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a .npy file: it does not start with numpy&apos;s magic string \x93NUMPY (it is shorter than the smallest header).</source>
        <translation>&apos;{path}&apos; 不是 .npy 文件：它不以 numpy 的魔数字符串 \x93NUMPY 开头（它比最小的文件头还短）。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is not a .npy file: it does not start with numpy&apos;s magic string \x93NUMPY.</source>
        <translation>&apos;{path}&apos; 不是 .npy 文件：它不以 numpy 的魔数字符串 \x93NUMPY 开头。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is .npy format version {major}.{minor}; versions 1.0, 2.0 and 3.0 are read.</source>
        <translation>&apos;{path}&apos; 是 .npy 格式版本 {major}.{minor}；只能读取 1.0、2.0 和 3.0 版本。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is truncated inside its .npy header.</source>
        <translation>&apos;{path}&apos; 在其 .npy 文件头内被截断。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is truncated inside its .npy header ({count} of the {total} header bytes).</source>
        <translation>&apos;{path}&apos; 在其 .npy 文件头内被截断（{total} 个文件头字节中只有 {count} 个）。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; claims shape {shape}, more than the 2^31 elements a tensor file may hold here.</source>
        <translation>&apos;{path}&apos; 声明的形状为 {shape}，超过了此处张量文件允许的 2^31 个元素。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is truncated: it holds {count} of the {total} data bytes its header promises (shape {shape}, {dtype}).</source>
        <translation>&apos;{path}&apos; 已被截断：其文件头承诺 {total} 个数据字节，实际只有 {count} 个（形状 {shape}，{dtype}）。</translation>
    </message>
    <message>
        <source>The tensor file &apos;{path}&apos; does not exist.</source>
        <translation>张量文件 &apos;{path}&apos; 不存在。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a {kind}, not a tensor.</source>
        <translation>&apos;{path}&apos; 含有的是 {kind}，不是张量。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; is neither a .npy file nor a tensor saved with torch.save.</source>
        <translation>&apos;{path}&apos; 既不是 .npy 文件，也不是用 torch.save 保存的张量。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds a tensor of dtype {dtype}, not real numbers.</source>
        <translation>&apos;{path}&apos; 含有 dtype 为 {dtype} 的张量，不是实数。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; holds more than 2^31 elements.</source>
        <translation>&apos;{path}&apos; 含有超过 2^31 个元素。</translation>
    </message>
    <message>
        <source>&apos;{path}&apos; has shape ({shape}); a model input is [C, D, H, W], [1, C, D, H, W] or [D, H, W].</source>
        <translation>&apos;{path}&apos; 的形状为 ({shape})；模型输入应为 [C, D, H, W]、[1, C, D, H, W] 或 [D, H, W]。</translation>
    </message>
    <message>
        <source>The tensor comparison needs both tensors (--tensor-a and --tensor-b).</source>
        <translation>张量比较需要两个张量（--tensor-a 和 --tensor-b）。</translation>
    </message>
    <message>
        <source>The parity experiment needs an input with a training spec and a test spec, or two tensors (A and B).</source>
        <translation>一致性实验需要一个带训练规格和测试规格的输入，或两个张量（A 和 B）。</translation>
    </message>
    <message>
        <source>The determinism experiment needs at least 2 repeats (got {count}).</source>
        <translation>确定性实验至少需要 2 次重复（得到 {count} 次）。</translation>
    </message>
    <message>
        <source>At most 100 repeats (got {count}).</source>
        <translation>最多 100 次重复（得到 {count} 次）。</translation>
    </message>
    <message>
        <source>The determinism experiment needs an input image.</source>
        <translation>确定性实验需要一幅输入图像。</translation>
    </message>
    <message>
        <source>Unknown determinism variant &apos;{variant}&apos;: use {variants}.</source>
        <translation>未知的确定性变体 &apos;{variant}&apos;：请使用 {variants}。</translation>
    </message>
    <message>
        <source>The model&apos;s training flag cannot be switched off.</source>
        <translation>无法关闭模型的训练标志。</translation>
    </message>
    <message>
        <source>The traced training constants cannot be switched off.</source>
        <translation>无法关闭追踪时固定下来的训练常量。</translation>
    </message>
    <message>
        <source>The experiment needs at least one image.</source>
        <translation>该实验至少需要一幅图像。</translation>
    </message>
    <message>
        <source>The experiment needs a mask (label map) for each image.</source>
        <translation>该实验需要为每幅图像提供一个掩膜（标签图）。</translation>
    </message>
    <message>
        <source>{images} images were given for {masks} masks: give one image (or one per channel) a mask.</source>
        <translation>为 {masks} 个掩膜给出了 {images} 幅图像：每个掩膜应对应一幅图像（或每个通道一幅）。</translation>
    </message>
    <message>
        <source>An image of the experiment is missing (null).</source>
        <translation>该实验缺少一幅图像（null）。</translation>
    </message>
    <message>
        <source>A mask of the experiment is missing (null).</source>
        <translation>该实验缺少一个掩膜（null）。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Case {case}: {error_inner}</source>
        <translation>病例 {case}：{error_inner}</translation>
    </message>
    <message>
        <source>The model&apos;s output has shape {shape}: the training experiments need logits [N, C, D, H, W] on the input&apos;s grid {grid}.</source>
        <translation>模型输出的形状为 {shape}：训练实验需要在输入网格 {grid} 上的 logits [N, C, D, H, W]。</translation>
    </message>
    <message>
        <source>Unknown loss &apos;{loss}&apos;: use ce or dice-ce.</source>
        <translation>未知损失函数 &apos;{loss}&apos;：请使用 ce 或 dice-ce。</translation>
    </message>
    <message>
        <source>The model has {channels} output channels, but {classes} classes were given.</source>
        <translation>模型有 {channels} 个输出通道，但给出了 {classes} 个类别。</translation>
    </message>
    <message>
        <source>No voxel of the batch has a label the model&apos;s {channels}-channel output can learn (labels {labels}): give the right --classes, or map the labels to 0..C-1.</source>
        <translation>批次中没有任何体素的标签能被模型的 {channels} 通道输出学习（标签 {labels}）：请给出正确的 --classes，或将标签映射到 0..C-1。</translation>
    </message>
    <message>
        <source>The device ran out of memory on the batch; use a smaller patch (--patch).</source>
        <translation>设备在处理该批次时内存不足；请使用更小的图块（--patch）。</translation>
    </message>
    <message>
        <source>The model could not be trained on the batch.</source>
        <translation>无法在该批次上训练模型。</translation>
    </message>
    <message>
        <source>The gradient of the model could not be computed.</source>
        <translation>无法计算模型的梯度。</translation>
    </message>
    <message>
        <source>The model&apos;s first loss could not be computed.</source>
        <translation>无法计算模型的初始损失。</translation>
    </message>
    <message>
        <source>Unknown optimiser &apos;{optimiser}&apos;: use adam or sgd.</source>
        <translation>未知优化器 &apos;{optimiser}&apos;：请使用 adam 或 sgd。</translation>
    </message>
    <message>
        <source>The spec expects 1 channel, but {count} images were given.</source>
        <translation>规格需要 1 个通道，但给出了 {count} 幅图像。</translation>
    </message>
    <message>
        <source>The spec expects {count} channels, but 1 image was given.</source>
        <translation>规格需要 {count} 个通道，但只给出了 1 幅图像。</translation>
    </message>
    <message>
        <source>The spec expects {expected} channels, but {count} images were given.</source>
        <translation>规格需要 {expected} 个通道，但给出了 {count} 幅图像。</translation>
    </message>
    <message>
        <source>Channel {channel} has no image.</source>
        <translation>通道 {channel} 没有图像。</translation>
    </message>
    <message>
        <source>Channel {channel} is not on channel 0&apos;s grid: the sizes differ.</source>
        <translation>通道 {channel} 不在通道 0 的网格上：尺寸不同。</translation>
    </message>
    <message>
        <source>Channel {channel} is not on channel 0&apos;s grid: {difference}.</source>
        <translation>通道 {channel} 不在通道 0 的网格上：{difference}。</translation>
    </message>
    <message>
        <source>A ct normalisation needs lower, upper, mean and std.</source>
        <translation>CT 归一化需要 lower、upper、mean 和 std。</translation>
    </message>
    <message>
        <source>A window needs a width greater than 0.</source>
        <translation>窗口的宽度必须大于 0。</translation>
    </message>
    <message>
        <source>The {step} step does not change intensities only.</source>
        <translation>{step} 步骤不只改变强度。</translation>
    </message>
    <message>
        <source>The image cannot be reoriented to &quot;{axes}&quot;.</source>
        <translation>无法将图像重定向为 &quot;{axes}&quot;。</translation>
    </message>
    <message>
        <source>The image to resample has an unusable geometry: {problem}.</source>
        <translation>要重采样的图像几何不可用：{problem}。</translation>
    </message>
    <message>
        <source>The image to resample has a singular direction matrix.</source>
        <translation>要重采样的图像的方向矩阵是奇异的。</translation>
    </message>
    <message>
        <source>Resampling to {step} would make more than the 2^31 voxels a preprocessing step may make.</source>
        <translation>重采样到 {step} 将产生超过预处理步骤允许的 2^31 个体素。</translation>
    </message>
    <message>
        <source>The image has an unusable geometry: {problem}.</source>
        <translation>图像的几何不可用：{problem}。</translation>
    </message>
    <message>
        <source>The image would be empty.</source>
        <translation>图像将为空。</translation>
    </message>
    <message>
        <source>The image would have {count} voxels, more than the 2^31 a preprocessing step may make.</source>
        <translation>图像将有 {count} 个体素，超过预处理步骤允许的 2^31 个。</translation>
    </message>
    <message>
        <source>The cropped or padded image has an unusable geometry: {problem}.</source>
        <translation>裁剪或填充后的图像几何不可用：{problem}。</translation>
    </message>
    <message>
        <source>The cropped or padded image would be empty.</source>
        <translation>裁剪或填充后的图像将为空。</translation>
    </message>
    <message>
        <source>The cropped or padded image would have {count} voxels, more than the 2^31 a preprocessing step may make.</source>
        <translation>裁剪或填充后的图像将有 {count} 个体素，超过预处理步骤允许的 2^31 个。</translation>
    </message>
    <message>
        <source>The resampled image has an unusable geometry: {problem}.</source>
        <translation>重采样后的图像几何不可用：{problem}。</translation>
    </message>
    <message>
        <source>The resampled image would be empty.</source>
        <translation>重采样后的图像将为空。</translation>
    </message>
    <message>
        <source>The resampled image would have {count} voxels, more than the 2^31 a preprocessing step may make.</source>
        <translation>重采样后的图像将有 {count} 个体素，超过预处理步骤允许的 2^31 个。</translation>
    </message>
    <message>
        <source>The preprocessing spec could not be read.</source>
        <translation>无法读取预处理规格。</translation>
    </message>
    <message>
        <source>The preprocessing spec is not valid JSON.</source>
        <translation>预处理规格不是有效的 JSON。</translation>
    </message>
    <message>
        <source>The preprocessing spec file could not be opened.</source>
        <translation>无法打开预处理规格文件。</translation>
    </message>
    <message>
        <source>The preprocessing spec file could not be read.</source>
        <translation>无法读取预处理规格文件。</translation>
    </message>
    <message>
        <source>The preprocessing spec must be a JSON object.</source>
        <translation>预处理规格必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>Step {index} must be a JSON object.</source>
        <translation>步骤 {index} 必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>{error_place}: unknown step &quot;{step}&quot;.</source>
        <translation>{error_place}：未知步骤 &quot;{step}&quot;。</translation>
    </message>
    <message>
        <source>{error_place}: unknown field &quot;{field}&quot;.</source>
        <translation>{error_place}：未知字段 &quot;{field}&quot;。</translation>
    </message>
    <message>
        <source>The preprocessing spec</source>
        <translation>预处理规格</translation>
    </message>
    <message>
        <source>Step {index} ({step})</source>
        <translation>步骤 {index}（{step}）</translation>
    </message>
    <message>
        <source>Step {index}</source>
        <translation>步骤 {index}</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; is missing.</source>
        <translation>{error_place}：缺少 &quot;{field}&quot;。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be a number.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是数字。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be a finite number.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是有限数。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be an array of {count} numbers.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是由 {count} 个数字组成的数组。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be true or false.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 true 或 false。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be a string.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是字符串。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be one of {values} (not &quot;{value}&quot;).</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 {values} 之一（而不是 &quot;{value}&quot;）。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be three letters, one of L/R, one of P/A and one of I/S (such as &quot;RAS&quot; or &quot;LPS&quot;).</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是三个字母，分别取自 L/R、P/A 和 I/S（例如 &quot;RAS&quot; 或 &quot;LPS&quot;）。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be 3 numbers greater than 0 (mm).</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 3 个大于 0 的数（mm）。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; or &quot;upper&quot; must be given.</source>
        <translation>{error_place}：必须给出 &quot;{field}&quot; 或 &quot;upper&quot;。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must not be greater than &quot;upper&quot;.</source>
        <translation>{error_place}：&quot;{field}&quot; 不得大于 &quot;upper&quot;。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be [low, high] with low below high.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 [low, high]，且 low 小于 high。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be greater than 0.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须大于 0。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be given with &quot;{other}&quot;.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须与 &quot;{other}&quot; 一起给出。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; and &quot;upper_percentile&quot; must satisfy 0 &lt;= lower &lt; upper &lt;= 100.</source>
        <translation>{error_place}：&quot;{field}&quot; 和 &quot;upper_percentile&quot; 必须满足 0 &lt;= lower &lt; upper &lt;= 100。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be 3 whole numbers of at least 1 (voxels).</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 3 个不小于 1 的整数（体素）。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; asks for more than 2^31 voxels.</source>
        <translation>{error_place}：&quot;{field}&quot; 要求超过 2^31 个体素。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be a number or 3 numbers from 0 to 1e6.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是一个数，或 3 个 0 到 1e6 之间的数。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; only applies to clip, window, normalise, cast and crop_foreground.</source>
        <translation>{error_place}：&quot;{field}&quot; 只适用于 clip、window、normalise、cast 和 crop_foreground。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be a channel index from 0 to {max}.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 0 到 {max} 的通道索引。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be &quot;scansleuth.preprocessing&quot;.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 &quot;scansleuth.preprocessing&quot;。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be 1 (the only version this program reads).</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 1（本程序唯一能读取的版本）。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be a whole number from 1 to 256.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是 1 到 256 的整数。</translation>
    </message>
    <message>
        <source>{error_place}: &quot;{field}&quot; must be an array.</source>
        <translation>{error_place}：&quot;{field}&quot; 必须是数组。</translation>
    </message>
    <message>
        <source>The picture is not a plain file (a folder, a pipe or a device).</source>
        <translation>该图片不是普通文件（而是文件夹、管道或设备）。</translation>
    </message>
    <message>
        <source>Array files (.{format}) are not pictured.</source>
        <translation>数组文件（.{format}）不生成图片。</translation>
    </message>
    <message>
        <source>{record} could not be read: {error_inner}</source>
        <translation>无法读取 {record}：{error_inner}</translation>
    </message>
    <message>
        <source>The pair names a record the audit does not have.</source>
        <translation>该配对引用了审核中不存在的记录。</translation>
    </message>
    <message>
        <source>The dataset audit takes one folder or file per split; list several with a CSV.</source>
        <translation>数据集审核每个划分只接受一个文件夹或文件；多个请列在一个 CSV 中。</translation>
    </message>
    <message>
        <source>Give the dataset audit its splits either as folders or as one CSV, not both.</source>
        <translation>请以文件夹或一个 CSV 的形式为数据集审核提供划分，不要两者都给。</translation>
    </message>
    <message>
        <source>The dataset audit reads one CSV of splits; merge them into one.</source>
        <translation>数据集审核只读取一个划分 CSV；请将它们合并为一个。</translation>
    </message>
    <message>
        <source>The dataset audit needs at least two splits: train and test (or validation, or the new data), or a CSV that lists them.</source>
        <translation>数据集审核至少需要两个划分：训练和测试（或验证，或新数据），或一个列出它们的 CSV。</translation>
    </message>
    <message>
        <source>ScanSleuth cannot run the experiment &quot;{experiment}&quot; itself yet.</source>
        <translation>ScanSleuth 目前还不能自行运行实验 &quot;{experiment}&quot;。</translation>
    </message>
    <message>
        <source>The experiment &quot;{experiment}&quot; is missing one of its inputs.</source>
        <translation>实验 &quot;{experiment}&quot; 缺少一项输入。</translation>
    </message>
    <message>
        <source>The input &quot;{input}&quot; must be a whole number, not &quot;{text}&quot;.</source>
        <translation>输入 &quot;{input}&quot; 必须是整数，而不是 &quot;{text}&quot;。</translation>
    </message>
    <message>
        <source>The experiment needs one mask for each image; {images} images and {masks} masks were given.</source>
        <translation>该实验需要为每幅图像提供一个掩膜；给出了 {images} 幅图像和 {masks} 个掩膜。</translation>
    </message>
    <message>
        <source>The investigation file was not found.</source>
        <translation>未找到调查文件。</translation>
    </message>
    <message>
        <source>The investigation file is damaged or truncated (it is not valid JSON).</source>
        <translation>调查文件已损坏或被截断（不是有效的 JSON）。</translation>
    </message>
    <message>
        <source>The investigation could not be saved.</source>
        <translation>无法保存该调查。</translation>
    </message>
    <message>
        <source>The folder could not be made.</source>
        <translation>无法创建该文件夹。</translation>
    </message>
    <message>
        <source>The autosaved copy could not be removed.</source>
        <translation>无法删除自动保存的副本。</translation>
    </message>
    <message>
        <source>The path &apos;{path}&apos; is empty; it was refused (an investigation only keeps files inside its own folder).</source>
        <translation>路径 &apos;{path}&apos; 为空；已被拒绝（调查只保留其自身文件夹内的文件）。</translation>
    </message>
    <message>
        <source>The path &apos;{path}&apos; holds a NUL character; it was refused (an investigation only keeps files inside its own folder).</source>
        <translation>路径 &apos;{path}&apos; 含有 NUL 字符；已被拒绝（调查只保留其自身文件夹内的文件）。</translation>
    </message>
    <message>
        <source>The path &apos;{path}&apos; is absolute; it was refused (an investigation only keeps files inside its own folder).</source>
        <translation>路径 &apos;{path}&apos; 是绝对路径；已被拒绝（调查只保留其自身文件夹内的文件）。</translation>
    </message>
    <message>
        <source>The path &apos;{path}&apos; leaves the investigation&apos;s folder; it was refused (an investigation only keeps files inside its own folder).</source>
        <translation>路径 &apos;{path}&apos; 超出了调查的文件夹；已被拒绝（调查只保留其自身文件夹内的文件）。</translation>
    </message>
    <message>
        <source>The investigation&apos;s folder could not be read.</source>
        <translation>无法读取调查的文件夹。</translation>
    </message>
    <message>
        <source>The file &apos;{path}&apos; could not be looked up.</source>
        <translation>无法查找文件 &apos;{path}&apos;。</translation>
    </message>
    <message>
        <source>The investigation file is invalid: the document {error_problem}.</source>
        <translation>调查文件无效：文档{error_problem}。</translation>
    </message>
    <message>
        <source>The investigation file is invalid: {where} {error_problem}.</source>
        <translation>调查文件无效：{where} {error_problem}。</translation>
    </message>
    <message>
        <source>This investigation was written by a newer version of ScanSleuth (format version {version}; this version reads up to {max_version}).</source>
        <translation>此调查由更新版本的 ScanSleuth 写入（格式版本 {version}；本版本最多读取到 {max_version}）。</translation>
    </message>
    <message>
        <source>has a value &apos;{key}&apos; that is not a string</source>
        <translation>含有不是字符串的值 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not a slice index</source>
        <translation>含有不是切片索引的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not three numbers</source>
        <translation>含有不是三个数字的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has the unknown status &apos;{status}&apos;</source>
        <translation>含有未知状态 &apos;{status}&apos;</translation>
    </message>
    <message>
        <source>has the unknown verdict &apos;{verdict}&apos;</source>
        <translation>含有未知结论 &apos;{verdict}&apos;</translation>
    </message>
    <message>
        <source>has a negative or non-finite likelihood</source>
        <translation>含有负的或非有限的似然</translation>
    </message>
    <message>
        <source>has format &apos;{format}&apos; instead of &apos;{expected}&apos;</source>
        <translation>的格式为 &apos;{format}&apos;，而不是 &apos;{expected}&apos;</translation>
    </message>
    <message>
        <source>has the invalid version {version}</source>
        <translation>含有无效版本 {version}</translation>
    </message>
    <message>
        <source>has the unknown severity &apos;{severity}&apos;</source>
        <translation>含有未知严重程度 &apos;{severity}&apos;</translation>
    </message>
    <message>
        <source>has a measurement that {error_problem}</source>
        <translation>含有一个测量值，它{error_problem}</translation>
    </message>
    <message>
        <source>has the unknown category &apos;{category}&apos;</source>
        <translation>含有未知类别 &apos;{category}&apos;</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>lacks the field &apos;{key}&apos;</source>
        <translation>缺少字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not a string</source>
        <translation>含有不是字符串的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has an empty field &apos;{key}&apos;</source>
        <translation>含有空字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not a list of strings</source>
        <translation>含有不是字符串列表的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not a number</source>
        <translation>含有不是数字的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not true or false</source>
        <translation>含有不是 true 或 false 的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not a list</source>
        <translation>含有不是列表的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>has a field &apos;{key}&apos; that is not an object</source>
        <translation>含有不是对象的字段 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>The knowledge base file &apos;{file}&apos; is invalid: {error_entry} {error_problem}.</source>
        <translation>知识库文件 &apos;{file}&apos; 无效：{error_entry}{error_problem}。</translation>
    </message>
    <message>
        <source>The knowledge base file &apos;{file}&apos; is not valid JSON.</source>
        <translation>知识库文件 &apos;{file}&apos; 不是有效的 JSON。</translation>
    </message>
    <message>
        <source>The knowledge base file &apos;{file}&apos; needs a newer ScanSleuth (format version {version}).</source>
        <translation>知识库文件 &apos;{file}&apos; 需要更新版本的 ScanSleuth（格式版本 {version}）。</translation>
    </message>
    <message>
        <source>The knowledge base defines no symptoms.</source>
        <translation>知识库未定义任何症状。</translation>
    </message>
    <message>
        <source>The knowledge base folder was not found.</source>
        <translation>未找到知识库文件夹。</translation>
    </message>
    <message>
        <source>The knowledge base folder could not be read.</source>
        <translation>无法读取知识库文件夹。</translation>
    </message>
    <message>
        <source>The knowledge base folder holds no .json files.</source>
        <translation>知识库文件夹中没有 .json 文件。</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <source>symptom &apos;{id}&apos;</source>
        <translation>症状 &apos;{id}&apos; </translation>
    </message>
    <message>
        <source>hypothesis &apos;{id}&apos;</source>
        <translation>假设 &apos;{id}&apos; </translation>
    </message>
    <message>
        <source>experiment &apos;{id}&apos;</source>
        <translation>实验 &apos;{id}&apos; </translation>
    </message>
    <message>
        <source>a symptom without an id</source>
        <translation>一个没有 id 的症状</translation>
    </message>
    <message>
        <source>a hypothesis without an id</source>
        <translation>一个没有 id 的假设</translation>
    </message>
    <message>
        <source>an experiment without an id</source>
        <translation>一个没有 id 的实验</translation>
    </message>
    <message>
        <source>has an id that is not kebab-case (lower-case letters, digits and dashes)</source>
        <translation>的 id 不是 kebab-case（小写字母、数字和连字符）</translation>
    </message>
    <message>
        <source>repeats an id already used in &apos;{file}&apos;</source>
        <translation>重复了已在 &apos;{file}&apos; 中使用的 id</translation>
    </message>
    <message>
        <source>has the unknown category &apos;{category}&apos; (use crash, performance or silent-correctness)</source>
        <translation>含有未知类别 &apos;{category}&apos;（请使用 crash、performance 或 silent-correctness）</translation>
    </message>
    <message>
        <source>lists no hypotheses</source>
        <translation>未列出任何假设</translation>
    </message>
    <message>
        <source>has prior {prior}, outside (0, 1]</source>
        <translation>的先验概率为 {prior}，不在 (0, 1] 内</translation>
    </message>
    <message>
        <source>has the malformed finding code &apos;{code}&apos; (expected family.code)</source>
        <translation>含有格式错误的发现代码 &apos;{code}&apos;（应为 family.code）</translation>
    </message>
    <message>
        <source>sets absence_refutes without finding codes</source>
        <translation>设置了 absence_refutes 却没有发现代码</translation>
    </message>
    <message>
        <source>has an input &apos;{id}&apos; that {error_problem}</source>
        <translation>含有输入 &apos;{id}&apos;，它{error_problem}</translation>
    </message>
    <message>
        <source>has an input without an id that {error_problem}</source>
        <translation>含有一个没有 id 的输入，它{error_problem}</translation>
    </message>
    <message>
        <source>has input &apos;{id}&apos; of unknown kind &apos;{kind}&apos;</source>
        <translation>含有类型未知（&apos;{kind}&apos;）的输入 &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>has a form field &apos;{id}&apos; that {error_problem}</source>
        <translation>含有表单字段 &apos;{id}&apos;，它{error_problem}</translation>
    </message>
    <message>
        <source>has a form field without an id that {error_problem}</source>
        <translation>含有一个没有 id 的表单字段，它{error_problem}</translation>
    </message>
    <message>
        <source>has form field &apos;{id}&apos; of unknown type &apos;{type}&apos; (use text, number or yes-no)</source>
        <translation>含有类型未知（&apos;{type}&apos;）的表单字段 &apos;{id}&apos;（请使用 text、number 或 yes-no）</translation>
    </message>
    <message>
        <source>is automated but names no check</source>
        <translation>是自动实验，却未指定检查</translation>
    </message>
    <message>
        <source>is manual but lists no steps</source>
        <translation>是手动实验，却未列出步骤</translation>
    </message>
    <message>
        <source>refers to the unknown hypothesis &apos;{id}&apos;</source>
        <translation>引用了未知假设 &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>lists the hypothesis &apos;{id}&apos; twice</source>
        <translation>两次列出了假设 &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>refers to the unknown experiment &apos;{id}&apos;</source>
        <translation>引用了未知实验 &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>names &apos;{id}&apos; as its manual fallback, which is not a manual experiment</source>
        <translation>将 &apos;{id}&apos; 指定为手动备选，但它不是手动实验</translation>
    </message>
    <message>
        <source>The report could not be written to {path}.</source>
        <translation>无法将报告写入 {path}。</translation>
    </message>
    <message>
        <source>Writing the report was cancelled.</source>
        <translation>报告写入已取消。</translation>
    </message>
    <message>
        <source>PDF reports are written by the PDF writer (scansleuth::report::writePdf in widgets/pdf/pdfwriter.h), not by writeReport.</source>
        <translation>PDF 报告由 PDF 写入器（widgets/pdf/pdfwriter.h 中的 scansleuth::report::writePdf）写出，而不是由 writeReport 写出。</translation>
    </message>
    <message>
        <source>Reports can be written as .pdf, .html, .md or .json, not as &quot;{extension}&quot;.</source>
        <translation>报告可以写成 .pdf、.html、.md 或 .json，但不能写成 &quot;{extension}&quot;。</translation>
    </message>
    <message>
        <source>The embedded picture is not valid base64.</source>
        <translation>嵌入的图片不是有效的 base64。</translation>
    </message>
    <message>
        <source>The file is not a ScanSleuth report.</source>
        <translation>该文件不是 ScanSleuth 报告。</translation>
    </message>
    <message>
        <source>The report was written by a newer version of ScanSleuth and cannot be read.</source>
        <translation>该报告由更新版本的 ScanSleuth 写入，无法读取。</translation>
    </message>
    <message>
        <source>The report file is damaged or incomplete.</source>
        <translation>报告文件已损坏或不完整。</translation>
    </message>
    <message>
        <source>A file of the demo study could not be written.</source>
        <translation>无法写入演示研究的一个文件。</translation>
    </message>
    <message>
        <source>The folder for the demo study could not be created.</source>
        <translation>无法创建演示研究的文件夹。</translation>
    </message>
    <message>
        <source>Writing the demo study was cancelled.</source>
        <translation>演示研究的写入已取消。</translation>
    </message>
    <message>
        <source>There is not enough memory to build the demo study.</source>
        <translation>内存不足，无法构建演示研究。</translation>
    </message>
    <message>
        <source>The folder for the demo splits could not be created.</source>
        <translation>无法创建演示划分的文件夹。</translation>
    </message>
    <message>
        <source>Writing the demo splits was cancelled.</source>
        <translation>演示划分的写入已取消。</translation>
    </message>
    <message>
        <source>There is not enough memory to build the demo splits.</source>
        <translation>内存不足，无法构建演示划分。</translation>
    </message>
    <message>
        <source>The folder for the demo runs could not be created.</source>
        <translation>无法创建演示运行的文件夹。</translation>
    </message>
    <message>
        <source>Writing the demo runs was cancelled.</source>
        <translation>演示运行的写入已取消。</translation>
    </message>
    <message>
        <source>There is not enough memory to build the demo runs.</source>
        <translation>内存不足，无法构建演示运行。</translation>
    </message>
    <message>
        <source>no file for this case</source>
        <translation>此病例没有文件</translation>
    </message>
    <message>
        <source>Resampling to {error_step} would make more than the 2^31 voxels a preprocessing step may make.</source>
        <translation>重采样到 {error_step} 将产生超过预处理步骤允许的 2^31 个体素。</translation>
    </message>
    <message>
        <source>resample {spacing} mm, linear, origin kept</source>
        <translation>{spacing} mm，线性，保留原点</translation>
    </message>
    <message>
        <source>resample {spacing} mm, linear, extent kept</source>
        <translation>{spacing} mm，线性，保留范围</translation>
    </message>
    <message>
        <source>resample {spacing} mm, cubic, origin kept</source>
        <translation>{spacing} mm，三次，保留原点</translation>
    </message>
    <message>
        <source>resample {spacing} mm, cubic, extent kept</source>
        <translation>{spacing} mm，三次，保留范围</translation>
    </message>
    <message>
        <source>resample {spacing} mm, nearest, origin kept</source>
        <translation>{spacing} mm，最近邻，保留原点</translation>
    </message>
    <message>
        <source>resample {spacing} mm, nearest, extent kept</source>
        <translation>{spacing} mm，最近邻，保留范围</translation>
    </message>
    <message>
        <source>resample {spacing} mm, nearest (labels), origin kept</source>
        <translation>{spacing} mm，最近邻（标签），保留原点</translation>
    </message>
    <message>
        <source>resample {spacing} mm, nearest (labels), extent kept</source>
        <translation>{spacing} mm，最近邻（标签），保留范围</translation>
    </message>
    <message>
        <source>1 of 1 picture was not copied: {errors_list}</source>
        <translation>1 张图片中有 1 张未复制：{errors_list}</translation>
    </message>
    <message>
        <source>{count} of {total} pictures were not copied: {errors_list}</source>
        <translation>{total} 张图片中有 {count} 张未复制：{errors_list}</translation>
    </message>
    <message>
        <source>compute the difference map</source>
        <translation>计算差异图</translation>
    </message>
    <message>
        <source>The difference map was cancelled.</source>
        <translation>差异图的计算已取消。</translation>
    </message>
</context>
<context>
    <name>FailureReason</name>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>misplaced</source>
        <translation>位置错误</translation>
    </message>
    <message>
        <source>rotated</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>axes swapped</source>
        <translation>轴互换</translation>
    </message>
    <message>
        <source>mirrored</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>shifted</source>
        <translation>平移</translation>
    </message>
    <message>
        <source>relabelled</source>
        <translation>标签重编号</translation>
    </message>
    <message>
        <source>another grid</source>
        <translation>网格不同</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>No split is on the intensity scale that {who} states: it describes the data at another stage of preprocessing than the audited files, so their intensities were not compared with it.</source>
        <translation>没有任何划分处于 {who} 所述的强度尺度上：它描述的是与被审计文件处于不同预处理阶段的数据，因此未将它们的强度与之比较。</translation>
    </message>
    <message>
        <source>Compare against a reference made from data at the same stage (raw with raw, preprocessed with preprocessed).</source>
        <translation>与由同一阶段数据生成的参考进行比较（原始数据对原始数据，预处理后对预处理后）。</translation>
    </message>
    <message>
        <source>The {split} split is in {value_domain} and the {split_2} split in {value_domain_2}: they were not normalised the same way.</source>
        <translation>{split} 划分处于 {value_domain}，而 {split_2} 划分处于 {value_domain_2}：它们的归一化方式不同。</translation>
    </message>
    <message>
        <source>Apply the same intensity preprocessing to every split (the training pipeline&apos;s, with statistics from the training split), then rerun the audit.</source>
        <translation>对每个划分施加相同的强度预处理（训练流程的预处理，使用训练划分的统计量），然后重新运行审计。</translation>
    </message>
    <message>
        <source>The intensities of the {split} and {split_2} splits differ{wasserstein}.</source>
        <translation>{split} 与 {split_2} 划分的强度不同{wasserstein}。</translation>
    </message>
    <message>
        <source>Check that both splits went through the same intensity preprocessing; if they did, the difference is a shift in the data itself (scanner, protocol, population).</source>
        <translation>检查两个划分是否经过了相同的强度预处理；如果是，差异来自数据本身的偏移（扫描仪、协议、人群）。</translation>
    </message>
    <message>
        <source>Resample every split to the training spacing with the same resampler before the model sees it (or let the pipeline do it for all splits alike).</source>
        <translation>在模型看到数据之前，用同一个重采样器把每个划分重采样到训练间距（或让流程对所有划分一视同仁地处理）。</translation>
    </message>
    <message>
        <source>Check that both splits were cropped or padded the same way; different scan lengths alone are harmless.</source>
        <translation>检查两个划分是否以相同方式裁剪或填充；仅扫描长度不同是无害的。</translation>
    </message>
    <message>
        <source>The {split} and {split_2} splits were acquired differently ({tags}).</source>
        <translation>{split} 与 {split_2} 划分的采集方式不同（{tags}）。</translation>
    </message>
    <message>
        <source>A model tested on other scanners or protocols than it was trained on measures generalisation, not the training distribution: say so, or stratify the split.</source>
        <translation>在与训练时不同的扫描仪或协议上测试模型，衡量的是泛化能力而不是训练分布：请说明这一点，或对划分分层。</translation>
    </message>
    <message>
        <source>Every {value} volume is z-scored on its own (mean 0, std 1) and the {value_2} volumes are not: {value} was normalised with its own statistics.</source>
        <translation>每个 {value} 体积都以自身统计量做了 z-score（均值 0，标准差 1），而 {value_2} 体积没有：{value} 是用其自身的统计量归一化的。</translation>
    </message>
    <message>
        <source>Normalise every split with the same rule and the training split&apos;s statistics.</source>
        <translation>用相同的规则和训练划分的统计量归一化每个划分。</translation>
    </message>
    <message>
        <source>Every {value} volume is min-max scaled on its own to exactly [0,1] and the {value_2} volumes are not: {value} was normalised with its own statistics.</source>
        <translation>每个 {value} 体积都以自身做了 min-max 缩放，恰好落在 [0,1]，而 {value_2} 体积没有：{value} 是用其自身的统计量归一化的。</translation>
    </message>
    <message>
        <source>The {value} split&apos;s voxels are standardised exactly (pooled mean {mean}, std {pe}) and the {value_2} split&apos;s are not (mean {mean_2}, std {pt}): the normaliser was probably fitted on {value}.</source>
        <translation>{value} 划分的体素被精确标准化（合并均值 {mean}，标准差 {pe}），而 {value_2} 划分没有（均值 {mean_2}，标准差 {pt}）：归一化器很可能是在 {value} 上拟合的。</translation>
    </message>
    <message>
        <source>Fit the normaliser (scaler.fit) on the training split only and apply it to every split.</source>
        <translation>只在训练划分上拟合归一化器（scaler.fit），并将其应用于每个划分。</translation>
    </message>
    <message>
        <source>The {value} split spans exactly [0,1] and the {value_2} split spans [{pt}, {pt_2}]: the min-max scaler was probably fitted on {value}.</source>
        <translation>{value} 划分恰好覆盖 [0,1]，而 {value_2} 划分覆盖 [{pt}, {pt_2}]：min-max 缩放器很可能是在 {value} 上拟合的。</translation>
    </message>
    <message>
        <source>The {split} split&apos;s intensities are {measured} times the {split_2} split&apos;s{header}: Philips precise floating-point values on one side and display values on the other.</source>
        <translation>{split} 划分的强度是 {split_2} 划分的 {measured} 倍{header}：一侧是 Philips 精确浮点值，另一侧是显示值。</translation>
    </message>
    <message>
        <source>Convert every split with the same Philips scaling (dcm2niix -p y for all, or scansleuth-cli convert --philips-scaling precise), then rerun the audit.</source>
        <translation>用相同的 Philips 缩放方式转换每个划分（全部使用 dcm2niix -p y，或 scansleuth-cli convert --philips-scaling precise），然后重新运行审计。</translation>
    </message>
    <message>
        <source>The split was made at the wrong level: {and}.</source>
        <translation>划分的层级错误：{and}。</translation>
    </message>
    <message>
        <source>Split whole patients first, then cut volumes into slices or patches inside each split.</source>
        <translation>先按完整患者划分，再在每个划分内部把体积切成切片或图块。</translation>
    </message>
    <message>
        <source>{fraction} of the {x} split&apos;s volumes are copies of {y} volumes: the {x} set is the {y} set, as when a metric is computed on the wrong split.</source>
        <translation>{x} 划分中有 {fraction} 的体积是 {y} 体积的副本：{x} 集合就是 {y} 集合，就像在错误的划分上计算指标时那样。</translation>
    </message>
    <message>
        <source>{fraction} of the {x} split&apos;s volumes are copies of {y} volumes: the {x} set is mostly the {y} set, as when a metric is computed on the wrong split.</source>
        <translation>{x} 划分中有 {fraction} 的体积是 {y} 体积的副本：{x} 集合基本上就是 {y} 集合，就像在错误的划分上计算指标时那样。</translation>
    </message>
    <message>
        <source>Check which folder or CSV column the evaluation read, and evaluate on the held-out split.</source>
        <translation>检查评估读取的是哪个文件夹或 CSV 列，并在留出划分上评估。</translation>
    </message>
    <message>
        <source>{files_count} could not be read and was left out of the audit.</source>
        <translation>{files_count} 无法读取，已从审计中排除。</translation>
    </message>
    <message>
        <source>{files_count} could not be read and were left out of the audit.</source>
        <translation>{files_count} 无法读取，已从审计中排除。</translation>
    </message>
    <message>
        <source>Fix or remove the files (the reason is given for each), then rerun the audit.</source>
        <translation>修复或移除这些文件（每个文件都给出了原因），然后重新运行审计。</translation>
    </message>
    <message>
        <source>No leakage found between the splits: no patient, study, series or image on both sides, no identical or near-identical volumes, no time points of one acquisition or slices of one volume in two splits.</source>
        <translation>各划分之间未发现泄漏：没有同时出现在两侧的患者、检查、序列或图像，没有完全相同或近乎相同的体积，也没有同一次采集的时间点或同一体积的切片分布在两个划分中。</translation>
    </message>
    <message>
        <source>{unknown_count} of {records_count} volumes carry no patient identity (no DICOM patient tags, no DICOM source beside them, no CSV patient column): their images were compared, but another scan of the same patient (a follow-up, another sequence) would go unseen, so patient overlap is not ruled out.</source>
        <translation>{records_count} 个体积中有 {unknown_count} 个不带患者身份信息（没有 DICOM 患者标签，旁边没有 DICOM 源数据，也没有 CSV 患者列）：它们的图像已被比较，但同一患者的另一次扫描（随访、另一序列）会被漏掉，因此不能排除患者重叠。</translation>
    </message>
    <message>
        <source>Give the audit a CSV with a patient column (case, split, path, patient), or keep each NIfTI&apos;s DICOM source beside it, and run it again.</source>
        <translation>给审计提供带患者列的 CSV（case、split、path、patient），或将每个 NIfTI 的 DICOM 源数据保存在其旁边，然后重新运行。</translation>
    </message>
    <message>
        <source>Audited {volumes_count} in {splits_count} splits ({counts}): {findings_count}, {findings_count_2}.</source>
        <translation>已审计 {splits_count} 个划分中的 {volumes_count}（{counts}）：{findings_count}，{findings_count_2}。</translation>
    </message>
    <message>
        <source>{files} of the dataset cannot be loaded; a training run that reaches them will crash or skip them silently.</source>
        <translation>数据集中有 {files} 无法加载；训练运行到它们时会崩溃，或悄无声息地跳过它们。</translation>
    </message>
    <message>
        <source>Replace or re-export the files named in the evidence (or remove them from the dataset list), then scan again.</source>
        <translation>替换或重新导出证据中所列的文件（或将其从数据集列表中移除），然后再次扫描。</translation>
    </message>
    <message>
        <source>{hold_count} NaN or infinite voxels; one such voxel in a batch makes the loss NaN.</source>
        <translation>{hold_count} 个 NaN 或无穷值体素；批次中只要有一个这样的体素，损失就会变为 NaN。</translation>
    </message>
    <message>
        <source>Replace the non-finite voxels where the data is made (np.nan_to_num, or mask them), or reject these volumes in the data loader.</source>
        <translation>在生成数据的地方替换非有限体素（np.nan_to_num，或将其掩蔽），或在数据加载器中拒绝这些体积。</translation>
    </message>
    <message>
        <source>{load_count} but with error findings: the data cannot be trusted as it is.</source>
        <translation>{load_count}，但有错误级别的发现：这些数据不能直接信任。</translation>
    </message>
    <message>
        <source>Open each image named in the evidence with scansleuth-cli info and fix the finding.</source>
        <translation>用 scansleuth-cli info 打开证据中所列的每幅图像，并修复相应的发现。</translation>
    </message>
    <message>
        <source>No image file was found in the dataset folder ({files} looked at).</source>
        <translation>在数据集文件夹中未找到图像文件（已查看 {files}）。</translation>
    </message>
    <message>
        <source>Check the path, and that the images are not behind symbolic links or in an archive that must be unpacked first.</source>
        <translation>检查路径，并确认图像不在符号链接之后，也不在需要先解压的归档中。</translation>
    </message>
    <message>
        <source>{are_count} empty: a case folder without images is usually skipped without a word.</source>
        <translation>{are_count} 为空：没有图像的病例文件夹通常会被悄无声息地跳过。</translation>
    </message>
    <message>
        <source>Check whether these cases were meant to hold images (a failed copy or export) or remove the folders.</source>
        <translation>检查这些病例本应包含图像（复制或导出失败），还是应删除这些文件夹。</translation>
    </message>
    <message>
        <source>{files} scanned, {images} loaded, {failures_count}, {volumes_count} with NaN/Inf.</source>
        <translation>已扫描 {files}，已加载 {images}，{failures_count}，{volumes_count} 含 NaN/Inf。</translation>
    </message>
    <message>
        <source>No known SLURM or PyTorch failure was found in the texts.</source>
        <translation>文本中未发现已知的 SLURM 或 PyTorch 失败。</translation>
    </message>
    <message>
        <source>Paste the job&apos;s error file (#SBATCH --error) and `sacct -j JOBID --format=JobID,JobName,State,ExitCode,Elapsed,Timelimit,MaxRSS,ReqMem`.</source>
        <translation>粘贴作业的错误文件（#SBATCH --error）以及 `sacct -j JOBID --format=JobID,JobName,State,ExitCode,Elapsed,Timelimit,MaxRSS,ReqMem` 的输出。</translation>
    </message>
    <message>
        <source>The training log could not be read: {error}</source>
        <translation>无法读取训练日志：{error}</translation>
    </message>
    <message>
        <source>Pass the CSV the logger wrote (Lightning&apos;s metrics.csv, Keras&apos; CSVLogger file) or name the loss columns explicitly.</source>
        <translation>传入日志记录器写出的 CSV（Lightning 的 metrics.csv、Keras 的 CSVLogger 文件），或显式指定损失列。</translation>
    </message>
    <message>
        <source>The log has too few points to classify its curves ({primary_count}, at least {min_points} needed).</source>
        <translation>日志中的点太少，无法对曲线分类（{primary_count}，至少需要 {min_points}）。</translation>
    </message>
    <message>
        <source>Log the loss every epoch (or every few steps) and read the log again.</source>
        <translation>每个 epoch（或每隔几步）记录一次损失，然后重新读取日志。</translation>
    </message>
    <message>
        <source>The mask holds probabilities, not labels: {non_integer} voxels ({finite}) have non-integer values in [0, 1].</source>
        <translation>该掩膜存储的是概率而非标签：{non_integer} 个体素（{finite}）的值是 [0, 1] 内的非整数。</translation>
    </message>
    <message>
        <source>{non_integer} voxels ({finite}) hold non-integer values between {min_value} and {max_value}; a label map holds whole numbers.</source>
        <translation>{non_integer} 个体素（{finite}）含有 {min_value} 到 {max_value} 之间的非整数值；标签图应只含整数。</translation>
    </message>
    <message>
        <source>Threshold (one channel) or take the argmax (several) before using it as a mask.</source>
        <translation>在用作掩膜之前先做阈值化（单通道）或取 argmax（多通道）。</translation>
    </message>
    <message>
        <source>Resample label maps with nearest-neighbour interpolation and save them with an integer type.</source>
        <translation>用最近邻插值重采样标签图，并以整数类型保存。</translation>
    </message>
    <message>
        <source>The mask holds 0 and 255 ({at} voxels of 255): most training code expects 0 and 1.</source>
        <translation>该掩膜含有 0 和 255（值为 255 的体素有 {at} 个）：大多数训练代码期望 0 和 1。</translation>
    </message>
    <message>
        <source>Map 255 to 1 when loading (mask &gt; 0 or mask / 255) and save masks as 0/1.</source>
        <translation>加载时将 255 映射为 1（mask &gt; 0 或 mask / 255），并将掩膜保存为 0/1。</translation>
    </message>
    <message>
        <source>{unexpected} voxels ({finite}) hold {lines_count} value(s) outside the expected labels {{expected}}.</source>
        <translation>{unexpected} 个体素（{finite}）含有预期标签 {{expected}} 之外的 {lines_count} 个值。</translation>
    </message>
    <message>
        <source>Map the values onto the dataset&apos;s label dictionary, or correct the expected set.</source>
        <translation>将这些值映射到数据集的标签字典，或修正预期集合。</translation>
    </message>
    <message>
        <source>The mask looks like an intensity image saved as a label map: {distinct} distinct values from {min_value} to {max_value} with a smooth histogram.</source>
        <translation>该掩膜看起来像是被保存为标签图的强度图像：{distinct} 个不同的值，从 {min_value} 到 {max_value}，直方图平滑。</translation>
    </message>
    <message>
        <source>Check that the mask path points at the segmentation and not at the image (a swapped argument or file name).</source>
        <translation>检查掩膜路径指向的是分割而不是图像（参数或文件名被调换）。</translation>
    </message>
    <message>
        <source>{out} voxels ({finite}) lie outside [0, 1]: the values run from {min_value} to {max_value}.</source>
        <translation>{out} 个体素（{finite}）位于 [0, 1] 之外：取值从 {min_value} 到 {max_value}。</translation>
    </message>
    <message>
        <source>Save the sigmoid/softmax output (not logits, not a rescaled copy) and clip resampling overshoot to [0, 1].</source>
        <translation>保存 sigmoid/softmax 的输出（不是 logits，也不是重新缩放的副本），并将重采样产生的过冲截断到 [0, 1]。</translation>
    </message>
    <message>
        <source>The mask is cut by the volume border on {cut_faces_count} face(s): {what} meets {face} with {voxels} voxels ({area} mm2), {share} of its largest cross-section.</source>
        <translation>掩膜在 {cut_faces_count} 个面上被体积边界截断：{what} 在 {face} 处有 {voxels} 个体素贴边（{area} mm2），占其最大横截面的 {share}。</translation>
    </message>
    <message>
        <source>The field of view or a crop cut the structure: check the crop or padding step, or leave the case out of volume and surface metrics.</source>
        <translation>视野或裁剪截断了该结构：检查裁剪或填充步骤，或在体积和表面指标中排除该病例。</translation>
    </message>
    <message>
        <source>Pass volumes that were loaded completely and share one voxel grid.</source>
        <translation>请传入已完整加载且共享同一体素网格的体积。</translation>
    </message>
    <message>
        <source>The label check was cancelled before it finished.</source>
        <translation>标签检查在完成之前被取消。</translation>
    </message>
    <message>
        <source>Run the check again and let it finish.</source>
        <translation>重新运行检查并让它完成。</translation>
    </message>
    <message>
        <source>{count} voxels ({total}) are NaN or infinite; they are left out of every other figure.</source>
        <translation>{count} 个体素（{total}）为 NaN 或无穷值；其他所有数字都不计入它们。</translation>
    </message>
    <message>
        <source>Find the step that produced them (a division by zero, log(0), an fp16 overflow) and fix it before the mask is used.</source>
        <translation>找出产生它们的步骤（除以零、log(0)、fp16 溢出），在使用掩膜之前修复。</translation>
    </message>
    <message>
        <source>The mask is empty: {what}.</source>
        <translation>掩膜为空：{what}。</translation>
    </message>
    <message>
        <source>Check the export and any threshold; an empty mask makes Dice undefined and is often a failed or mismatched case.</source>
        <translation>检查导出过程和所有阈值；空掩膜会使 Dice 无定义，通常意味着病例失败或不匹配。</translation>
    </message>
    <message>
        <source>The values look like logits, not probabilities: they run from {min_value} to {max_value}, {negative_share} of them negative.</source>
        <translation>这些值看起来是 logits 而不是概率：取值从 {min_value} 到 {max_value}，其中 {negative_share} 为负。</translation>
    </message>
    <message>
        <source>Apply softmax across the channels before saving or thresholding (argmax is unchanged, thresholds and averages are not).</source>
        <translation>在保存或阈值化之前，沿通道施加 softmax（argmax 不变，但阈值和平均值会变）。</translation>
    </message>
    <message>
        <source>Apply the sigmoid before saving or thresholding at 0.5 (or threshold the logits at 0).</source>
        <translation>在保存或以 0.5 阈值化之前施加 sigmoid（或在 0 处对 logits 阈值化）。</translation>
    </message>
    <message>
        <source>No label problem found: {labels} label(s) besides 0 on {voxels} voxels ({ml} ml).</source>
        <translation>未发现标签问题：除 0 之外有 {labels} 个标签，共 {voxels} 个体素（{ml} ml）。</translation>
    </message>
    <message>
        <source>No problem found in this {kind} volume.</source>
        <translation>在此 {kind} 体积中未发现问题。</translation>
    </message>
    <message>
        <source>{out} channel values ({values}) lie outside [0, 1]: they run from {lo} to {hi}.</source>
        <translation>{out} 个通道值（{values}）位于 [0, 1] 之外：取值从 {lo} 到 {hi}。</translation>
    </message>
    <message>
        <source>In {not_normalised} voxels ({finite}) the {channels_count} channels do not sum to 1: the sum runs from {sum_min} to {sum_max}.</source>
        <translation>在 {not_normalised} 个体素（{finite}）中，{channels_count} 个通道之和不为 1：和从 {sum_min} 到 {sum_max}。</translation>
    </message>
    <message>
        <source>Apply softmax across the channels (not a sigmoid per channel) before saving, or treat the channels as independent.</source>
        <translation>在保存前沿通道施加 softmax（而不是对每个通道施加 sigmoid），或将各通道视为相互独立。</translation>
    </message>
    <message>
        <source>The saved mask disagrees with the argmax of the channels in {disagreeing} voxels ({total}){disagreement}.</source>
        <translation>保存的掩膜在 {disagreeing} 个体素（{total}）中与各通道的 argmax 不一致{disagreement}。</translation>
    </message>
    <message>
        <source>Check the class order, any label remapping and the threshold between the network output and the saved mask; regenerate the mask from the output.</source>
        <translation>检查网络输出与保存的掩膜之间的类别顺序、标签重映射和阈值；从输出重新生成掩膜。</translation>
    </message>
    <message>
        <source>The mask has {gm_count} voxels but the image has {gi_count}, so their arrays cannot be compared voxel by voxel.</source>
        <translation>掩膜有 {gm_count} 个体素，而图像有 {gi_count} 个，因此无法逐体素比较两者的数组。</translation>
    </message>
    <message>
        <source>Resample the mask onto the image&apos;s grid with nearest-neighbour interpolation (or crop/pad it), so both arrays have the same shape.</source>
        <translation>用最近邻插值将掩膜重采样到图像网格上（或对其裁剪/填充），使两个数组形状相同。</translation>
    </message>
    <message>
        <source>The mask&apos;s header and contents agree with the image: no candidate cause of a misplacement fits the evidence.</source>
        <translation>掩膜的头信息和内容与图像一致：没有任何错位的候选原因符合证据。</translation>
    </message>
    <message>
        <source>The tools disagree on where these files lie: {parts}; {agree} places them as check-pair does. The pair can look right in one tool and wrong in another.</source>
        <translation>各工具对这些文件位置的判断不一致：{parts}；{agree} 对它们的放置与 check-pair 相同。该配对在一个工具中可能看起来正确，在另一个工具中却是错的。</translation>
    </message>
    <message>
        <source>The tools disagree on where these files lie: {parts}; {agree} place them as check-pair does. The pair can look right in one tool and wrong in another.</source>
        <translation>各工具对这些文件位置的判断不一致：{parts}；{agree} 对它们的放置与 check-pair 相同。该配对在一个工具中可能看起来正确，在另一个工具中却是错的。</translation>
    </message>
    <message>
        <source>Make both NIfTI forms of the file say the same, right placement (nibabel: img.set_qform(img.get_sform(), code=1), or the reverse), then check the pair in the tool the pipeline uses (SimpleITK for nnU-Net).</source>
        <translation>让文件的两种 NIfTI 形式给出相同且正确的位置（nibabel：img.set_qform(img.get_sform(), code=1)，或反之），然后在流程所用的工具中检查该配对（nnU-Net 用 SimpleITK）。</translation>
    </message>
    <message>
        <source>ScanSleuth reads {a_name} and {b_name} onto one grid, but their NIfTI headers differ: {front}.</source>
        <translation>ScanSleuth 将 {a_name} 和 {b_name} 读到同一网格上，但它们的 NIfTI 头信息不同：{front}。</translation>
    </message>
    <message>
        <source>Write the prediction with the input image&apos;s header (same sform and qform, same codes).</source>
        <translation>用输入图像的头信息写出预测（相同的 sform 和 qform，相同的代码）。</translation>
    </message>
    <message>
        <source>{run} lists {missing_count} file(s) that do not exist; those cases count as missing.</source>
        <translation>{run} 列出了 {missing_count} 个不存在的文件；这些病例按缺失计。</translation>
    </message>
    <message>
        <source>Correct the paths in the CSV; relative paths start at the CSV&apos;s folder.</source>
        <translation>修正 CSV 中的路径；相对路径以 CSV 所在文件夹为起点。</translation>
    </message>
    <message>
        <source>{spec} has {evidence_count} case(s) with more than one file; none of them is used for those cases.</source>
        <translation>{spec} 中有 {evidence_count} 个病例对应多个文件；这些病例不使用其中任何一个。</translation>
    </message>
    <message>
        <source>Keep one file per case, or point the run at one sub-folder (one fold, one epoch).</source>
        <translation>每个病例只保留一个文件，或让运行指向一个子文件夹（一个折、一个 epoch）。</translation>
    </message>
    <message>
        <source>{spec} has no label files ({source}).</source>
        <translation>{spec} 中没有标签文件（{source}）。</translation>
    </message>
    <message>
        <source>{spec} has no prediction files ({source}).</source>
        <translation>{spec} 中没有预测文件（{source}）。</translation>
    </message>
    <message>
        <source>Point the run at the folder holding .nii.gz, .nii, .nrrd, .nhdr, .mha or .mhd files, or at a CSV of case,file rows.</source>
        <translation>让运行指向包含 .nii.gz、.nii、.nrrd、.nhdr、.mha 或 .mhd 文件的文件夹，或指向由 case,file 行组成的 CSV。</translation>
    </message>
    <message>
        <source>The truth has no file for {count} case(s) that a run predicted; those cases cannot be scored.</source>
        <translation>某次运行预测了 {count} 个病例，而金标准中没有对应文件；这些病例无法评分。</translation>
    </message>
    <message>
        <source>Add the missing labels, or leave those cases out of the runs.</source>
        <translation>补上缺失的标签，或将这些病例从各次运行中排除。</translation>
    </message>
    <message>
        <source>Run &apos;{input}&apos; has no file for {count} case(s) that another input has; they are compared without it.</source>
        <translation>运行“{input}”缺少另一个输入中有的 {count} 个病例的文件；比较这些病例时不含该运行。</translation>
    </message>
    <message>
        <source>Check that the run finished and predicted every case.</source>
        <translation>检查该运行是否已完成，并预测了每个病例。</translation>
    </message>
    <message>
        <source>The geometry forensics could not run: {message}</source>
        <translation>几何取证无法运行：{message}</translation>
    </message>
    <message>
        <source>The content forensics could not run: {message}</source>
        <translation>内容取证无法运行：{message}</translation>
    </message>
    <message>
        <source>Save predictions in the orientation of their input&apos;s array: undo every flip, transpose, turn and crop (np.flip, a channel-first layout) before copying the input&apos;s header, and use the label table of the truth.</source>
        <translation>按输入数组的方向保存预测：在复制输入的头信息之前，撤销所有翻转、转置、旋转和裁剪（np.flip、通道在前的布局），并使用金标准的标签表。</translation>
    </message>
    <message>
        <source>Case {key}: {who} is on the grid of {against} but uses other class indices ({relabelled_count}){undone}</source>
        <translation>病例 {key}：{who} 位于 {against} 的网格上，但使用了不同的类别索引（{relabelled_count}）{undone}</translation>
    </message>
    <message>
        <source>Use one label table for every run and for the truth (check the class order in the dataset description and the one-hot encoding).</source>
        <translation>所有运行和金标准使用同一份标签表（检查数据集描述中的类别顺序和 one-hot 编码）。</translation>
    </message>
    <message>
        <source>Case {key}: {who} agrees poorly with {against} ({trigger}) and no transform of its array explains it: {inconclusive}; the case is measured as delivered.</source>
        <translation>病例 {key}：{who} 与 {against} 的一致性很差（{trigger}），且其数组的任何变换都无法解释：{inconclusive}；该病例按交付的原样测量。</translation>
    </message>
    <message>
        <source>Open the case side by side: a poor prediction rather than a misplaced one, unless the views show a mirror or a shift.</source>
        <translation>并排打开该病例：除非视图显示出镜像或平移，否则这是一个糟糕的预测，而不是错位的预测。</translation>
    </message>
    <message>
        <source>Save predictions with the header of their input image (copy the affine), and undo any reorientation or resampling before saving.</source>
        <translation>用输入图像的头信息保存预测（复制仿射矩阵），并在保存前撤销所有重新定向或重采样。</translation>
    </message>
    <message>
        <source>Case {key}: {is_truth} could not be read: {message}</source>
        <translation>病例 {key}：无法读取 {is_truth}：{message}</translation>
    </message>
    <message>
        <source>Re-export the file, or leave the case out.</source>
        <translation>重新导出该文件，或排除该病例。</translation>
    </message>
    <message>
        <source>Rounding (another device, TF32, a library version) flips only boundary voxels; differences this far inside point at another cause: a preprocessing or export difference, uninitialised memory, another model. Open the named cases.</source>
        <translation>舍入（另一个设备、TF32、另一库版本）只会翻转边界体素；差异深入到这种程度说明另有原因：预处理或导出的差异、未初始化的内存、另一个模型。请打开所列病例。</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases (failures scored as the worst value){mean_disagrees}.</source>
        <translation>在大多数病例中，运行 {better} 在 {label} 的 {metric} 上优于运行 {worse}：中位差（{value} - {value_2}）{median_difference}，均值 {mean_difference}（95% CI [{low}, {high}]），Wilcoxon p = {p_value}，{pairs} 个病例（失败按最差值计分）{mean_disagrees}。</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases{mean_disagrees}.</source>
        <translation>在大多数病例中，运行 {better} 在 {label} 的 {metric} 上优于运行 {worse}：中位差（{value} - {value_2}）{median_difference}，均值 {mean_difference}（95% CI [{low}, {high}]），Wilcoxon p = {p_value}，{pairs} 个病例{mean_disagrees}。</translation>
    </message>
    <message>
        <source>Fix the failed cases (comparison.run_failures names them) and compare again: a verdict over the comparable cases alone hides the failures.</source>
        <translation>修复失败的病例（comparison.run_failures 列出了它们）后重新比较：仅基于可比病例的结论会掩盖失败。</translation>
    </message>
    <message>
        <source>A missing, unreadable or misplaced prediction is the run&apos;s failure: re-export those cases, or report the run with them failed.</source>
        <translation>缺失、无法读取或错位的预测都算该运行的失败：重新导出这些病例，或在报告该运行时将它们计为失败。</translation>
    </message>
    <message>
        <source>Boundary voxels flip with small numerical differences (another device, TF32, another library version); compare the probabilities to confirm.</source>
        <translation>边界体素会因微小的数值差异（另一个设备、TF32、另一库版本）而翻转；比较概率即可确认。</translation>
    </message>
    <message>
        <source>Open those cases side by side: a systematic cause (a flipped or shifted prediction, a changed preprocessing step, a missing label) shows there.</source>
        <translation>并排打开这些病例：系统性原因（预测被翻转或平移、预处理步骤被改动、缺少某个标签）会在那里显现。</translation>
    </message>
    <message>
        <source>Report the mean and spread over several seeds rather than one run.</source>
        <translation>报告多个种子上的均值和离散度，而不是单次运行的结果。</translation>
    </message>
    <message>
        <source>The class indices of run {names} differ from the truth&apos;s: {front}.</source>
        <translation>运行 {names} 的类别索引与金标准不同：{front}。</translation>
    </message>
    <message>
        <source>Use one label table for every run and for the truth.</source>
        <translation>所有运行和金标准使用同一份标签表。</translation>
    </message>
    <message>
        <source>The structure set refers to {frames_count} Frames of Reference and {series_count} series; the first of each is taken as the reference.</source>
        <translation>该结构集引用了 {frames_count} 个参考坐标系和 {series_count} 个序列；各取第一个作为参考。</translation>
    </message>
    <message>
        <source>Check that the image it is shown on is the first referenced series.</source>
        <translation>检查显示它的图像是否是第一个被引用的序列。</translation>
    </message>
    <message>
        <source>A ROI of the Structure Set ROI Sequence (item {value}) has no usable ROINumber (&apos;{text}&apos;); its contours cannot be told apart.</source>
        <translation>Structure Set ROI Sequence 中的一个 ROI（第 {value} 项）没有可用的 ROINumber（“{text}”）；无法区分它的轮廓。</translation>
    </message>
    <message>
        <source>Re-export the structure set from the contouring system.</source>
        <translation>从勾画系统重新导出结构集。</translation>
    </message>
    <message>
        <source>Several ROIs share a ROINumber; the first of each is kept and their contours are drawn as one ROI.</source>
        <translation>多个 ROI 共用同一个 ROINumber；每组只保留第一个，其轮廓被当作一个 ROI 绘制。</translation>
    </message>
    <message>
        <source>Renumber the ROIs in the contouring system and export again.</source>
        <translation>在勾画系统中为 ROI 重新编号后再次导出。</translation>
    </message>
    <message>
        <source>Item {value} of the ROI Contour Sequence has no usable ReferencedROINumber; its contours are left out.</source>
        <translation>ROI Contour Sequence 的第 {value} 项没有可用的 ReferencedROINumber；其轮廓被排除。</translation>
    </message>
    <message>
        <source>The ROI Contour Sequence names ROIs that the Structure Set ROI Sequence does not list; their contours are kept under the ROI number alone, without a name.</source>
        <translation>ROI Contour Sequence 引用了 Structure Set ROI Sequence 中未列出的 ROI；它们的轮廓仅以 ROI 编号保留，没有名称。</translation>
    </message>
    <message>
        <source>{empty_count} ROIs have no usable contour; they are listed but empty.</source>
        <translation>{empty_count} 个 ROI 没有可用的轮廓；它们会被列出，但内容为空。</translation>
    </message>
    <message>
        <source>The RT Structure Set file is damaged or truncated; only the ROIs and contours before the damage are read.</source>
        <translation>RT Structure Set 文件已损坏或被截断；只读取了损坏处之前的 ROI 和轮廓。</translation>
    </message>
    <message>
        <source>Copy the file again from its source; it is incomplete.</source>
        <translation>从源头重新复制该文件；它不完整。</translation>
    </message>
    <message>
        <source>Some ROIs name a Frame of Reference other than the structure set&apos;s referenced one; their contours may belong to another image.</source>
        <translation>部分 ROI 指定的参考坐标系不是结构集所引用的那个；它们的轮廓可能属于另一幅图像。</translation>
    </message>
    <message>
        <source>Check which image each ROI was drawn on.</source>
        <translation>检查每个 ROI 是在哪幅图像上勾画的。</translation>
    </message>
    <message>
        <source>The RT Structure Set holds no ROI.</source>
        <translation>该 RT Structure Set 不含任何 ROI。</translation>
    </message>
    <message>
        <source>Check that the contouring system exported the structures.</source>
        <translation>检查勾画系统是否导出了这些结构。</translation>
    </message>
    <message>
        <source>The SEG does not say which series or Frame of Reference it belongs to, so whether it belongs to {label} cannot be checked.</source>
        <translation>该 SEG 没有说明它属于哪个序列或参考坐标系，因此无法检查它是否属于 {label}。</translation>
    </message>
    <message>
        <source>Have the writer fill ReferencedSeriesSequence and FrameOfReferenceUID.</source>
        <translation>让写入器填写 ReferencedSeriesSequence 和 FrameOfReferenceUID。</translation>
    </message>
    <message>
        <source>The SEG references another series than {label}.</source>
        <translation>该 SEG 引用的序列不是 {label}。</translation>
    </message>
    <message>
        <source>Open the SEG with the series it references, or check that it was made on this image.</source>
        <translation>将该 SEG 与它所引用的序列一起打开，或检查它是否是在这幅图像上生成的。</translation>
    </message>
    <message>
        <source>The SEG&apos;s Frame of Reference differs from that of {label}: its positions are in another patient coordinate system, so it may not line up even where the numbers agree.</source>
        <translation>该 SEG 的参考坐标系与 {label} 的不同：它的位置处于另一个患者坐标系中，因此即使数字一致也可能对不齐。</translation>
    </message>
    <message>
        <source>Register the two, or open the SEG with the image of its own Frame of Reference.</source>
        <translation>对两者进行配准，或将该 SEG 与其自身参考坐标系的图像一起打开。</translation>
    </message>
    <message>
        <source>{missing_count} of the {named_count} images the SEG references are not slices of {label}.</source>
        <translation>该 SEG 引用的 {named_count} 幅图像中有 {missing_count} 幅不是 {label} 的切片。</translation>
    </message>
    <message>
        <source>Open the SEG with the series it was made on (all its referenced images in the folder).</source>
        <translation>将该 SEG 与生成它时所用的序列一起打开（文件夹中包含它引用的所有图像）。</translation>
    </message>
    <message>
        <source>{differ} SEG frames are in reversed slice order: each frame&apos;s position is slice n-1-k of the image it was derived from (slice k). ScanSleuth places frames by position, as DICOM says.</source>
        <translation>{differ} 个 SEG 帧的切片顺序是反的：每帧的位置是其来源图像（切片 k）的切片 n-1-k。ScanSleuth 按 DICOM 的规定依位置放置帧。</translation>
    </message>
    <message>
        <source>{differ} of {compared} SEG frames lie on another slice than the image they were derived from. ScanSleuth places frames by position, as DICOM says.</source>
        <translation>{compared} 个 SEG 帧中有 {differ} 个位于与其来源图像不同的切片上。ScanSleuth 按 DICOM 的规定依位置放置帧。</translation>
    </message>
    <message>
        <source>The writer paired the frames with the slices&apos; positions in reverse (a mask flipped along the slice axis before writing): flip the mask along the slice axis and write the SEG again.</source>
        <translation>写入器将帧与切片位置反向配对了（写出前掩膜沿切片轴被翻转）：沿切片轴翻转掩膜后重新写出 SEG。</translation>
    </message>
    <message>
        <source>Check the writer: each frame&apos;s ImagePositionPatient should be that of the image named in its DerivationImageSequence.</source>
        <translation>检查写入器：每帧的 ImagePositionPatient 应与其 DerivationImageSequence 中所指图像的一致。</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segment lie beyond the image, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{segments} 个分段的 {total} 个体素位于图像之外，最远超出边缘 {worst_mm}（{worst_voxels} 个体素）；它们不会被显示。</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segment lie beyond the grid, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{segments} 个分段的 {total} 个体素位于网格之外，最远超出边缘 {worst_mm}（{worst_voxels} 个体素）；它们不会被显示。</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segments lie beyond the image, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{segments} 个分段的 {total} 个体素位于图像之外，最远超出边缘 {worst_mm}（{worst_voxels} 个体素）；它们不会被显示。</translation>
    </message>
    <message>
        <source>{total} voxels of {segments} segments lie beyond the grid, up to {worst_mm} ({worst_voxels} voxels) past its edge; they are not shown.</source>
        <translation>{segments} 个分段的 {total} 个体素位于网格之外，最远超出边缘 {worst_mm}（{worst_voxels} 个体素）；它们不会被显示。</translation>
    </message>
    <message>
        <source>Check that the SEG belongs to this image; if it does, its writer placed frames outside the image it was made on.</source>
        <translation>检查该 SEG 是否属于这幅图像；如果是，它的写入器把帧放在了生成它的图像之外。</translation>
    </message>
    <message>
        <source>The SEG stores its frames from the last slice to the first (descending along the slice normal); ScanSleuth places them by position, but a tool that stacks frames in stored order shows them flipped.</source>
        <translation>该 SEG 从最后一个切片到第一个切片存储帧（沿切片法线递减）；ScanSleuth 按位置放置它们，但按存储顺序堆叠帧的工具会显示为翻转。</translation>
    </message>
    <message>
        <source>Nothing to fix here; if another tool shows this SEG flipped, it ignores the frames&apos; positions.</source>
        <translation>这里无需修复；如果另一个工具显示该 SEG 是翻转的，说明它忽略了帧的位置。</translation>
    </message>
    <message>
        <source>{overlaps_count} pair of segments overlaps; they are kept apart in separate label maps, nothing is merged or dropped.</source>
        <translation>{overlaps_count} 对分段相互重叠；它们分别保存在不同的标签图中，没有合并或丢弃任何内容。</translation>
    </message>
    <message>
        <source>{overlaps_count} pairs of segments overlap; they are kept apart in separate label maps, nothing is merged or dropped.</source>
        <translation>{overlaps_count} 对分段相互重叠；它们分别保存在不同的标签图中，没有合并或丢弃任何内容。</translation>
    </message>
    <message>
        <source>{duplicate_frames} SEG frames repeat a segment on a slice that already has a frame of it; their pixels are combined.</source>
        <translation>{duplicate_frames} 个 SEG 帧在已有该分段帧的切片上重复了该分段；它们的像素被合并。</translation>
    </message>
    <message>
        <source>Check the writer: each segment should have at most one frame a slice.</source>
        <translation>检查写入器：每个分段在每个切片上最多只应有一帧。</translation>
    </message>
    <message>
        <source>{empty_count} segment is described but has no voxel in any frame.</source>
        <translation>{empty_count} 个分段有描述，但在任何帧中都没有体素。</translation>
    </message>
    <message>
        <source>{empty_count} segments are described but has no voxel in any frame.</source>
        <translation>{empty_count} 个分段有描述，但在任何帧中都没有体素。</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s contours are in Frame of Reference {referenced_frame_of_reference_uid}, the image {label} in {frame_of_reference_uid}: the two need not share patient coordinates; the contours are drawn as if they did.</source>
        <translation>该 RTSTRUCT 的轮廓位于参考坐标系 {referenced_frame_of_reference_uid} 中，而图像 {label} 位于 {frame_of_reference_uid} 中：两者不一定共享患者坐标；轮廓按共享坐标的假设绘制。</translation>
    </message>
    <message>
        <source>Check that this is the image the structures were drawn on; after a registration, use the registered image or resample the structures with the registration.</source>
        <translation>检查这是否是勾画这些结构时所用的图像；如果做过配准，请使用配准后的图像，或用该配准对结构重采样。</translation>
    </message>
    <message>
        <source>The RTSTRUCT references series {referenced_series_uid}, not the image {label} (series {series_instance_uid}).</source>
        <translation>该 RTSTRUCT 引用的是序列 {referenced_series_uid}，而不是图像 {label}（序列 {series_instance_uid}）。</translation>
    </message>
    <message>
        <source>Open the RTSTRUCT with the series it references (--reference), or check that this series is a copy of it.</source>
        <translation>将该 RTSTRUCT 与它所引用的序列一起打开（--reference），或检查此序列是否是它的副本。</translation>
    </message>
    <message>
        <source>{missing_sops_count} slices the RTSTRUCT references are not in the image {label}; {contours_missing_sop} contours reference them, {contours_missing_sop_placed} of which lie on a slice plane of the image and are drawn, {contours_missing_sop_placed_2} are not.</source>
        <translation>该 RTSTRUCT 引用的 {missing_sops_count} 个切片不在图像 {label} 中；有 {contours_missing_sop} 条轮廓引用了它们，其中 {contours_missing_sop_placed} 条位于图像的切片平面上并被绘制，{contours_missing_sop_placed_2} 条没有。</translation>
    </message>
    <message>
        <source>Add the missing slices to the folder (the series is incomplete), or open the RTSTRUCT with the series it was drawn on.</source>
        <translation>把缺失的切片加入文件夹（该序列不完整），或将该 RTSTRUCT 与勾画时所用的序列一起打开。</translation>
    </message>
    <message>
        <source>{sop_slice_mismatch} contours reference one slice but lie in the plane of another; they are drawn where they lie.</source>
        <translation>{sop_slice_mismatch} 条轮廓引用了一个切片，却位于另一个切片的平面上；它们在实际所在位置绘制。</translation>
    </message>
    <message>
        <source>Trust the geometry; the writer&apos;s image references are stale.</source>
        <translation>以几何信息为准；写入器的图像引用已过时。</translation>
    </message>
    <message>
        <source>{off_plane} contours lie off every slice plane of {label} by up to {max_off} ({voxel_n} slices; tolerance {tolerance}); each is drawn on its nearest slice.</source>
        <translation>{off_plane} 条轮廓偏离 {label} 的所有切片平面，最多达 {max_off}（{voxel_n} 个切片；容差 {tolerance}）；每条都绘制在离它最近的切片上。</translation>
    </message>
    <message>
        <source>Check that the RTSTRUCT was drawn on this series (slice positions, not only the Frame of Reference); a shift that is the same for every contour is a z offset between the two.</source>
        <translation>检查该 RTSTRUCT 是否是在此序列上勾画的（切片位置，而不仅是参考坐标系）；所有轮廓偏移量相同，说明两者之间有一个 z 方向偏移。</translation>
    </message>
    <message>
        <source>{np} of {closed_total} closed contours lie on no slice of {label} ({not_placed_outside} beyond its first or last slice, {not_placed_gap} between slices, up to {max_not_placed_off} from the nearest) and are not drawn: nothing could be drawn.</source>
        <translation>{closed_total} 条闭合轮廓中有 {np} 条不在 {label} 的任何切片上（{not_placed_outside} 条超出其第一个或最后一个切片，{not_placed_gap} 条位于切片之间，距最近切片最远 {max_not_placed_off}），因而未绘制：没有任何内容可以绘制。</translation>
    </message>
    <message>
        <source>{np} of {closed_total} closed contours lie on no slice of {label} ({not_placed_outside} beyond its first or last slice, {not_placed_gap} between slices, up to {max_not_placed_off} from the nearest) and are not drawn.</source>
        <translation>{closed_total} 条闭合轮廓中有 {np} 条不在 {label} 的任何切片上（{not_placed_outside} 条超出其第一个或最后一个切片，{not_placed_gap} 条位于切片之间，距最近切片最远 {max_not_placed_off}），因而未绘制。</translation>
    </message>
    <message>
        <source>Open the RTSTRUCT with the series it references; if that is this one, its slices are incomplete.</source>
        <translation>将该 RTSTRUCT 与它所引用的序列一起打开；如果引用的就是此序列，说明它的切片不完整。</translation>
    </message>
    <message>
        <source>{not_planar} closed contours are not flat in the image&apos;s slice planes (their points spread {max_spread} along the slice normal); each is drawn on the slice of its mean position.</source>
        <translation>{not_planar} 条闭合轮廓不在图像的切片平面内（其点沿切片法线分散 {max_spread}）；每条都绘制在其平均位置所在的切片上。</translation>
    </message>
    <message>
        <source>Check that the image&apos;s orientation is the one the contours were drawn on.</source>
        <translation>检查图像的方向是否与勾画轮廓时的方向一致。</translation>
    </message>
    <message>
        <source>{beyond_in_plane} contours reach up to {max_beyond_mm} beyond the edge of {label}; the part outside the image is cut off.</source>
        <translation>{beyond_in_plane} 条轮廓超出 {label} 的边缘，最远达 {max_beyond_mm}；图像之外的部分被截掉。</translation>
    </message>
    <message>
        <source>Check the image&apos;s field of view, or that this is the image the contours belong to.</source>
        <translation>检查图像的视野，或确认这是轮廓所属的图像。</translation>
    </message>
    <message>
        <source>{total} contours are points or open lines (POINT, OPEN_PLANAR, OPEN_NONPLANAR): they enclose no area and are not drawn.</source>
        <translation>{total} 条轮廓是点或开放的线（POINT、OPEN_PLANAR、OPEN_NONPLANAR）：它们不围成面积，不会被绘制。</translation>
    </message>
    <message>
        <source>Volumes measured from these polygons (a planning system&apos;s DVH, plastimatch, pydicom-based tools) are smaller than the mask they were made from: re-export with contours on voxel borders, or compare structures by voxel counts.</source>
        <translation>由这些多边形测得的体积（计划系统的 DVH、plastimatch、基于 pydicom 的工具）小于生成它们的掩膜：请以沿体素边界的轮廓重新导出，或按体素数比较结构。</translation>
    </message>
    <message>
        <source>{overlaps_count} pairs of ROIs overlap; they are kept in {label_maps_count} label maps, none merged or dropped.</source>
        <translation>{overlaps_count} 对 ROI 相互重叠；它们保存在 {label_maps_count} 个标签图中，没有合并或丢弃任何内容。</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames are unevenly spaced ({u_count} positions), so its own grid places them up to {worst_deviation} from where they are stored.</source>
        <translation>该 SEG 的帧间距不均匀（{u_count} 个位置），因此按它自身的网格放置时，帧与其存储位置最多相差 {worst_deviation}。</translation>
    </message>
    <message>
        <source>Open the SEG with the image it references, whose slice positions place each frame exactly.</source>
        <translation>将该 SEG 与它所引用的图像一起打开，该图像的切片位置可以精确放置每一帧。</translation>
    </message>
    <message>
        <source>Rewrite the SEG with each frame&apos;s ImagePositionPatient copied from the slice it was drawn on (the writer took SliceThickness for the spacing between slices).</source>
        <translation>重写该 SEG，使每帧的 ImagePositionPatient 复制自其勾画时所在的切片（写入器把 SliceThickness 当作了切片间距）。</translation>
    </message>
    <message>
        <source>Rewrite the SEG with each frame&apos;s ImagePositionPatient copied from the slice it was drawn on, or check that it belongs to this image.</source>
        <translation>重写该 SEG，使每帧的 ImagePositionPatient 复制自其勾画时所在的切片，或检查它是否属于这幅图像。</translation>
    </message>
    <message>
        <source>The SEG is shown on its own grid, {grid_source}, because no image it references was given.</source>
        <translation>该 SEG 显示在它自身的网格上（{grid_source}），因为没有提供它所引用的任何图像。</translation>
    </message>
    <message>
        <source>Open the SEG together with the image series it references.</source>
        <translation>将该 SEG 与它所引用的图像序列一起打开。</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames do not lie on the pixel grid of {label}: {why}.</source>
        <translation>该 SEG 的帧不在 {label} 的像素网格上：{why}。</translation>
    </message>
    <message>
        <source>Resample the segmentation onto the image before comparing voxels, or check that it belongs to this image.</source>
        <translation>在比较体素之前将分割重采样到图像上，或检查它是否属于这幅图像。</translation>
    </message>
    <message>
        <source>{missing_count} slice(s) appear to be missing: some gaps are whole multiples of the {typical} mm slice spacing.</source>
        <translation>似乎缺少 {missing_count} 个切片：某些间隔是 {typical} mm 切片间距的整数倍。</translation>
    </message>
    <message>
        <source>Check that every file of the series was exported; the volume is built with an even spacing and is distorted where slices are missing.</source>
        <translation>检查该序列的每个文件是否都已导出；体积是按均匀间距构建的，在缺少切片处会失真。</translation>
    </message>
    <message>
        <source>Slice spacing is uneven: gaps between slices range from {min_gap} to {max_gap} mm (typical {typical} mm).</source>
        <translation>切片间距不均匀：切片之间的间隔从 {min_gap} 到 {max_gap} mm 不等（典型值 {typical} mm）。</translation>
    </message>
    <message>
        <source>Resample the slices onto an even grid (e.g. dcm2niix or ITK&apos;s series reader with interpolation) before using the volume; voxels are placed at the mean gap.</source>
        <translation>使用该体积之前，先将切片重采样到均匀网格上（例如 dcm2niix 或带插值的 ITK 序列读取器）；体素按平均间隔放置。</translation>
    </message>
    <message>
        <source>The slices are stacked at {angle} degrees to their normal (gantry tilt): the last slice is shifted by {shift} mm in-plane relative to an orthogonal grid.</source>
        <translation>切片以相对其法线 {angle} 度的角度堆叠（机架倾斜）：相对于正交网格，最后一个切片在平面内偏移了 {shift} mm。</translation>
    </message>
    <message>
        <source>Correct the tilt by resampling (dcm2niix does this and writes a _Tilt_ file) before comparing with other volumes; the loaded grid ignores the shear.</source>
        <translation>在与其他体积比较之前，通过重采样校正倾斜（dcm2niix 会这样做并写出 _Tilt_ 文件）；加载的网格忽略了这种剪切。</translation>
    </message>
    <message>
        <source>InstanceNumber order is the reverse of the spatial order along the slice normal; the slices were sorted by position.</source>
        <translation>InstanceNumber 的顺序与沿切片法线的空间顺序相反；切片已按位置排序。</translation>
    </message>
    <message>
        <source>Never stack these files by InstanceNumber or file name: that flips the slice axis.</source>
        <translation>绝不要按 InstanceNumber 或文件名堆叠这些文件：那样会翻转切片轴。</translation>
    </message>
    <message>
        <source>InstanceNumber order is shuffled relative to the spatial order along the slice normal; the slices were sorted by position.</source>
        <translation>InstanceNumber 的顺序相对于沿切片法线的空间顺序是乱的；切片已按位置排序。</translation>
    </message>
    <message>
        <source>Never stack these files by InstanceNumber or file name: that scrambles the slices.</source>
        <translation>绝不要按 InstanceNumber 或文件名堆叠这些文件：那样会打乱切片。</translation>
    </message>
    <message>
        <source>Rescale slope/intercept differ between slices ({pairs_count} pairs); the voxels were converted to real values as float32.</source>
        <translation>各切片的 Rescale slope/intercept 不同（{pairs_count} 组）；体素已按 float32 转换为真实值。</translation>
    </message>
    <message>
        <source>Apply each slice&apos;s own slope and intercept; a single scl_slope/scl_inter for the volume would be wrong.</source>
        <translation>对每个切片使用其自身的 slope 和 intercept；对整个体积使用单一的 scl_slope/scl_inter 是错误的。</translation>
    </message>
    <message>
        <source>The pixel data uses the transfer syntax {transfer_syntax_names} ({uid}), which this program cannot decode.</source>
        <translation>像素数据使用传输语法 {transfer_syntax_names}（{uid}），本程序无法解码。</translation>
    </message>
    <message>
        <source>Convert the files to an uncompressed transfer syntax (e.g. dcmconv +te, or gdcmconv --raw) and load them again.</source>
        <translation>将文件转换为未压缩的传输语法（例如 dcmconv +te 或 gdcmconv --raw）后重新加载。</translation>
    </message>
    <message>
        <source>The images are colour ({samples_per_pixel} samples per pixel, {photometric}), which is not supported.</source>
        <translation>这些图像是彩色的（每像素 {samples_per_pixel} 个采样，{photometric}），不受支持。</translation>
    </message>
    <message>
        <source>The images use {bits_allocated} bits per stored sample, which is not supported.</source>
        <translation>这些图像每个存储采样使用 {bits_allocated} 位，不受支持。</translation>
    </message>
    <message>
        <source>Convert the series to single-sample 8, 16 or 32 bit images first.</source>
        <translation>请先将该序列转换为单采样的 8、16 或 32 位图像。</translation>
    </message>
    <message>
        <source>Some frames carry no usable {names} ({fallbacks}): the volume&apos;s position, orientation or size in world space is made up.</source>
        <translation>部分帧缺少可用的 {names}（{fallbacks}）：体积在世界坐标空间中的位置、方向或大小是推测的。</translation>
    </message>
    <message>
        <source>Some images carry no usable {names} ({fallbacks}): the volume&apos;s position, orientation or size in world space is made up.</source>
        <translation>部分图像缺少可用的 {names}（{fallbacks}）：体积在世界坐标空间中的位置、方向或大小是推测的。</translation>
    </message>
    <message>
        <source>Do not trust positions or orientation of this series in world space; re-export it with its geometry attributes.</source>
        <translation>不要信任该序列在世界坐标空间中的位置或方向；请连同其几何属性重新导出。</translation>
    </message>
    <message>
        <source>{dropped_images_count} image(s) repeat a slice position without forming whole volumes and were left out.</source>
        <translation>{dropped_images_count} 幅图像重复了某个切片位置，但没有构成完整的体积，已被排除。</translation>
    </message>
    <message>
        <source>Remove duplicate files or split the series (e.g. by AcquisitionNumber) before loading.</source>
        <translation>加载前移除重复文件或拆分序列（例如按 AcquisitionNumber）。</translation>
    </message>
    <message>
        <source>{duplicate_files_count} file(s) repeat the SOPInstanceUID of another file (copies of one image) and were left out.</source>
        <translation>{duplicate_files_count} 个文件重复了另一个文件的 SOPInstanceUID（同一图像的副本），已被排除。</translation>
    </message>
    <message>
        <source>Remove the duplicate files from the folder.</source>
        <translation>从文件夹中移除重复的文件。</translation>
    </message>
    <message>
        <source>The series has a single slice; its thickness of {spacing} mm comes from {assumed}.</source>
        <translation>该序列只有一个切片；其 {spacing} mm 的层厚来自 {assumed}。</translation>
    </message>
    <message>
        <source>The series holds images in {indices_count} different orientations or grids; each part loads as its own volume.</source>
        <translation>该序列包含 {indices_count} 种不同方向或网格的图像；每一部分作为单独的体积加载。</translation>
    </message>
    <message>
        <source>Load each part separately (e.g. localizer and axial stack); do not stack them into one volume.</source>
        <translation>分别加载每一部分（例如定位像和轴位图像组）；不要把它们堆叠成一个体积。</translation>
    </message>
    <message>
        <source>The series was split into {indices_count} volumes because its images differ in size, echo, image type (magnitude, phase, real, imaginary, field map), units or pixel spacing.</source>
        <translation>该序列被拆分为 {indices_count} 个体积，因为其图像在大小、回波、图像类型（幅值、相位、实部、虚部、场图）、单位或像素间距上不同。</translation>
    </message>
    <message>
        <source>The folder holds {entries_count} series; each is loaded and converted separately.</source>
        <translation>该文件夹包含 {entries_count} 个序列；每个序列分别加载和转换。</translation>
    </message>
    <message>
        <source>Pick one with --series, or convert into a folder to get one file per series.</source>
        <translation>用 --series 选择其中一个，或转换到一个文件夹中，每个序列得到一个文件。</translation>
    </message>
    <message>
        <source>The series the object references ({label}, in {where}) was found but could not be loaded: {message}</source>
        <translation>找到了该对象引用的序列（{label}，位于 {where}），但无法加载：{message}</translation>
    </message>
    <message>
        <source>Give a readable copy of the image with --reference IMAGE.</source>
        <translation>用 --reference IMAGE 提供该图像的一个可读副本。</translation>
    </message>
    <message>
        <source>Segments overlap in {overlaps} voxels; the checks see one label map in which the segment stored later wins there.</source>
        <translation>分段在 {overlaps} 个体素中重叠；检查看到的是一个标签图，在重叠处以后存储的分段为准。</translation>
    </message>
    <message>
        <source>scl_slope is 0, so the intercept {scl_inter} was ignored and the stored values are used unscaled, as the standard says.</source>
        <translation>scl_slope 为 0，因此按标准忽略了截距 {scl_inter}，直接使用未缩放的存储值。</translation>
    </message>
    <message>
        <source>Set scl_slope to 1 if the intercept was meant to apply.</source>
        <translation>如果本意是应用该截距，请将 scl_slope 设为 1。</translation>
    </message>
    <message>
        <source>{bad} voxels are NaN or infinite ({percent}% of the image).</source>
        <translation>{bad} 个体素为 NaN 或无穷值（占图像的 {percent}%）。</translation>
    </message>
    <message>
        <source>Replace non-finite voxels (e.g. with 0) before training or inference; most losses and normalisations turn one NaN into all NaN.</source>
        <translation>在训练或推理之前替换非有限体素（例如替换为 0）；大多数损失和归一化会把一个 NaN 变成全部 NaN。</translation>
    </message>
    <message>
        <source>The image has {volume_count} time points but pixdim[4] (the time between them) is not set.</source>
        <translation>该图像有 {volume_count} 个时间点，但未设置 pixdim[4]（时间点之间的间隔）。</translation>
    </message>
    <message>
        <source>Set pixdim[4] to the repetition time and xyzt_units to seconds.</source>
        <translation>将 pixdim[4] 设为重复时间，并将 xyzt_units 设为秒。</translation>
    </message>
    <message>
        <source>The image has dimensions beyond time (dim[0] = {dim}); they were flattened into {count} volumes.</source>
        <translation>该图像具有时间之外的维度（dim[0] = {dim}）；它们被展平为 {count} 个体积。</translation>
    </message>
    <message>
        <source>Check that the volume order (time fastest, then dimension 5, ...) is what your pipeline expects.</source>
        <translation>检查体积顺序（时间变化最快，然后是第 5 维……）是否符合你的流程的预期。</translation>
    </message>
    <message>
        <source>The voxels are stored as uint64 (as numpy&apos;s argmax and SimpleITK&apos;s sitkInt64 write label maps); they are read as int32, which holds every label.</source>
        <translation>体素以 uint64 存储（numpy 的 argmax 和 SimpleITK 的 sitkInt64 就是这样写出标签图的）；它们按 int32 读取，足以容纳所有标签。</translation>
    </message>
    <message>
        <source>The voxels are stored as int64 (as numpy&apos;s argmax and SimpleITK&apos;s sitkInt64 write label maps); they are read as int32, which holds every label.</source>
        <translation>体素以 int64 存储（numpy 的 argmax 和 SimpleITK 的 sitkInt64 就是这样写出标签图的）；它们按 int32 读取，足以容纳所有标签。</translation>
    </message>
    <message>
        <source>Save label maps as uint8 or int16: many tools (nibabel 4 and later, FSL) refuse 64-bit integers.</source>
        <translation>将标签图保存为 uint8 或 int16：许多工具（nibabel 4 及以后版本、FSL）拒绝 64 位整数。</translation>
    </message>
    <message>
        <source>The header&apos;s bitpix ({bitpix}) disagrees with its datatype {value} ({bits} bits); the datatype was used.</source>
        <translation>头信息中的 bitpix（{bitpix}）与其 datatype {value}（{bits} 位）不一致；采用了 datatype。</translation>
    </message>
    <message>
        <source>Rewrite the header so that bitpix matches the datatype.</source>
        <translation>重写头信息，使 bitpix 与 datatype 一致。</translation>
    </message>
    <message>
        <source>The header does not state its spatial units; millimetres were assumed.</source>
        <translation>头信息没有说明其空间单位；假定为毫米。</translation>
    </message>
    <message>
        <source>The header states spatial units of {spatial_units}, but spacing and positions were read as millimetres.</source>
        <translation>头信息声明的空间单位为 {spatial_units}，但间距和位置按毫米读取。</translation>
    </message>
    <message>
        <source>Set xyzt_units to millimetres (and scale the affine if the values are not in mm).</source>
        <translation>将 xyzt_units 设为毫米（如果数值不是以 mm 表示，还需缩放仿射矩阵）。</translation>
    </message>
    <message>
        <source>Tools that read the qform (some ITK versions, FSL&apos;s qform-first tools) place this image elsewhere: make both forms equal, e.g. with nibabel set_qform(img.get_sform()).</source>
        <translation>读取 qform 的工具（某些 ITK 版本、FSL 中优先读 qform 的工具）会把这幅图像放在别处：让两种形式相同，例如用 nibabel 的 set_qform(img.get_sform())。</translation>
    </message>
    <message>
        <source>pixdim[{worst_axis}] is {worst_axis_2} mm but the {geometry_source} column has length {length} mm; the {geometry_source} was used.</source>
        <translation>pixdim[{worst_axis}] 为 {worst_axis_2} mm，但 {geometry_source} 的列长度为 {length} mm；采用了 {geometry_source}。</translation>
    </message>
    <message>
        <source>Tools that take spacing from pixdim (resampling, some loaders) will use the wrong voxel size: rewrite pixdim from the matrix&apos;s column lengths.</source>
        <translation>从 pixdim 获取间距的工具（重采样、某些加载器）会使用错误的体素大小：根据矩阵的列长度重写 pixdim。</translation>
    </message>
    <message>
        <source>The sform has a shear of {shear} degrees (its axes are not perpendicular), which a qform or an ITK image cannot represent.</source>
        <translation>sform 有 {shear} 度的剪切（其各轴互不垂直），qform 或 ITK 图像无法表示这种情况。</translation>
    </message>
    <message>
        <source>Resample the image onto an orthogonal grid, or replace the sform by the qform if the shear is unintended.</source>
        <translation>将图像重采样到正交网格上；如果剪切并非有意，则用 qform 替换 sform。</translation>
    </message>
    <message>
        <source>pixdim[{front}] is {front_2}, not a positive voxel size; its absolute value, or 1 mm for 0 or a non-finite value, was used.</source>
        <translation>pixdim[{front}] 为 {front_2}，不是正的体素大小；采用了其绝对值（对 0 或非有限值则采用 1 mm）。</translation>
    </message>
    <message>
        <source>Write positive voxel sizes into pixdim[1..3].</source>
        <translation>在 pixdim[1..3] 中写入正的体素大小。</translation>
    </message>
    <message>
        <source>Analyze 7.5 files store no orientation, so left-right was assumed to be flipped (LAS) with the origin at the centre, as nibabel and SPM do.</source>
        <translation>Analyze 7.5 文件不存储方向信息，因此与 nibabel 和 SPM 一样，假定左右翻转（LAS），原点位于中心。</translation>
    </message>
    <message>
        <source>Both qform_code and sform_code are 0, so the orientation is unknown and LAS with the origin at the centre was assumed, as nibabel does.</source>
        <translation>qform_code 和 sform_code 都为 0，因此方向未知，与 nibabel 一样假定为 LAS，原点位于中心。</translation>
    </message>
    <message>
        <source>Reconvert the image from DICOM (e.g. with dcm2niix) or set the sform from the scanner geometry; left-right may be wrong.</source>
        <translation>从 DICOM 重新转换该图像（例如用 dcm2niix），或根据扫描仪几何信息设置 sform；左右方向可能是错的。</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space; reconvert it from DICOM or rewrite its sform from the scanner geometry.</source>
        <translation>不要在世界坐标空间中将这幅图像与其他图像比较；从 DICOM 重新转换它，或根据扫描仪几何信息重写其 sform。</translation>
    </message>
    <message>
        <source>The image is placed without real geometry: its {geometry_source} gives {problem}; 1 mm voxels at the origin were assumed.</source>
        <translation>该图像的放置没有真实的几何信息：它的 {geometry_source} 给出了 {problem}；假定为位于原点的 1 mm 体素。</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space.</source>
        <translation>不要在世界坐标空间中将这幅图像与其他图像比较。</translation>
    </message>
    <message>
        <source>The qform quaternion (b, c, d) is longer than 1, so it was normalised before use.</source>
        <translation>qform 四元数 (b, c, d) 的长度大于 1，因此在使用前做了归一化。</translation>
    </message>
    <message>
        <source>Rewrite the qform from a proper rotation.</source>
        <translation>用一个真正的旋转重写 qform。</translation>
    </message>
    <message>
        <source>The image is placed without real geometry: its header&apos;s {problem}, so {what} was assumed.</source>
        <translation>该图像的放置没有真实的几何信息：它的头信息 {problem}，因此假定了 {what}。</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space; rewrite the header&apos;s spacing, origin and direction from the scanner geometry.</source>
        <translation>不要在世界坐标空间中将这幅图像与其他图像比较；根据扫描仪几何信息重写头信息中的间距、原点和方向。</translation>
    </message>
    <message>
        <source>The image is placed without real geometry: its header leaves the {what} unknown ({field}), and ITK put {put} in its place.</source>
        <translation>该图像的放置没有真实的几何信息：它的头信息未给出 {what}（{field}），ITK 以 {put} 代替。</translation>
    </message>
    <message>
        <source>Do not compare this image with others in world space; write the NRRD&apos;s space origin and space directions from the scanner geometry.</source>
        <translation>不要在世界坐标空间中将这幅图像与其他图像比较；根据扫描仪几何信息写入 NRRD 的 space origin 和 space directions。</translation>
    </message>
    <message>
        <source>The preprocessed input holds {non_finite_inputs} NaN or Inf voxels (outside the patch examined here).</source>
        <translation>预处理后的输入含有 {non_finite_inputs} 个 NaN 或 Inf 体素（在此处检查的图块之外）。</translation>
    </message>
    <message>
        <source>Check the image and the preprocessing (division by a zero std).</source>
        <translation>检查图像和预处理（除以为零的标准差）。</translation>
    </message>
    <message>
        <source>Find where the NaN starts: the model activations experiment names the first layer with non-finite output; scan the input for NaN (image nan scan) and check for float16 overflow or a division by a zero standard deviation in the preprocessing.</source>
        <translation>找出 NaN 从哪里开始：模型激活实验会指出第一个输出非有限值的层；扫描输入中的 NaN（图像 NaN 扫描），并检查预处理中的 float16 溢出或除以为零的标准差。</translation>
    </message>
    <message>
        <source>The model was traced in training mode: export again after model.eval(). {named_count} graph node(s) have their training flag fixed to True, so {effect}, and switching modules to eval changes nothing: {named}.</source>
        <translation>该模型是在训练模式下 trace 的：请在 model.eval() 之后重新导出。{named_count} 个计算图节点的 training 标志被固定为 True，因此{effect}，将模块切换到 eval 也无济于事：{named}。</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.trace(model, example) and save again; the flag is a constant in the traced graph, not the module&apos;s training attribute.</source>
        <translation>在 torch.jit.trace(model, example) 之前调用 model.eval() 并重新保存；该标志在 trace 得到的计算图中是常量，而不是模块的 training 属性。</translation>
    </message>
    <message>
        <source>The model was saved in training mode: {named_count} submodule(s) that read self.training will behave as in training (dropout active, batch-norm statistics from the batch): {named}.</source>
        <translation>该模型是在训练模式下保存的：{named_count} 个读取 self.training 的子模块会表现得像在训练中一样（dropout 生效，batch-norm 统计量来自当前批次）：{named}。</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.script/trace and save again, or run it with eval mode set (ScanSleuth&apos;s experiments report both).</source>
        <translation>在 torch.jit.script/trace 之前调用 model.eval() 并重新保存，或在设置为 eval 模式的情况下运行它（ScanSleuth 的实验会报告两种情况）。</translation>
    </message>
    <message>
        <source>{frozen_count} of {parameters_count} parameter tensors have requires_grad off (frozen): {frozen_count_2}, ....</source>
        <translation>{parameters_count} 个参数张量中有 {frozen_count} 个关闭了 requires_grad（被冻结）：{frozen_count_2}，……</translation>
    </message>
    <message>
        <source>{frozen_count} of {parameters_count} parameter tensors have requires_grad off (frozen): {frozen_count_2}.</source>
        <translation>{parameters_count} 个参数张量中有 {frozen_count} 个关闭了 requires_grad（被冻结）：{frozen_count_2}。</translation>
    </message>
    <message>
        <source>Intended for fine-tuning; otherwise set requires_grad=True and give them to the optimiser.</source>
        <translation>这是为微调准备的；否则请设置 requires_grad=True 并将它们交给优化器。</translation>
    </message>
    <message>
        <source>Check that the model gives repeatable output (model determinism).</source>
        <translation>检查模型的输出是否可重复（模型确定性）。</translation>
    </message>
    <message>
        <source>Compare the two specs step by step (model parity with --train-spec and --spec).</source>
        <translation>逐步比较两份规范（配合 --train-spec 和 --spec 的模型一致性实验）。</translation>
    </message>
    <message>
        <source>Normalise the tensors the same way in both pipelines.</source>
        <translation>在两条流程中以相同方式归一化张量。</translation>
    </message>
    <message>
        <source>Preprocess both the same way (model parity with --train-spec and --spec names the step).</source>
        <translation>以相同方式预处理两者（配合 --train-spec 和 --spec 的模型一致性实验会指出是哪一步）。</translation>
    </message>
    <message>
        <source>The model&apos;s output does not require grad although {trainable} parameters do: it is detached from the parameters (.detach(), torch.no_grad, .data or a numpy round trip in forward), so no parameter can learn.</source>
        <translation>模型的输出不需要梯度，而 {trainable} 个参数需要：输出与参数分离了（forward 中的 .detach()、torch.no_grad、.data 或经 numpy 转换一圈），因此任何参数都学不到东西。</translation>
    </message>
    <message>
        <source>Remove the .detach()/no_grad/.data/numpy step from forward, or apply it only after the loss.</source>
        <translation>从 forward 中去掉 .detach()/no_grad/.data/numpy 步骤，或只在计算损失之后才使用它。</translation>
    </message>
    <message>
        <source>Map the labels to 0..C-1 (e.g. 255 -&gt; 1 for a binary mask) or set ignore_index.</source>
        <translation>将标签映射到 0..C-1（例如对二值掩膜将 255 映射为 1），或设置 ignore_index。</translation>
    </message>
    <message>
        <source>Return logits from forward and let the loss apply softmax (or use NLLLoss on log_softmax).</source>
        <translation>让 forward 返回 logits，由损失施加 softmax（或对 log_softmax 使用 NLLLoss）。</translation>
    </message>
    <message>
        <source>Check the final layer&apos;s initialisation, the labels and the loss.</source>
        <translation>检查最后一层的初始化、标签和损失。</translation>
    </message>
    <message>
        <source>Look at the named module&apos;s operation (log/sqrt/division of values &lt;= 0, overflow in float16) or the named parameter&apos;s last update (learning rate, loss scaling).</source>
        <translation>查看所指模块的运算（对 &lt;= 0 的值做 log/sqrt/除法，float16 溢出），或所指参数最近一次的更新（学习率、损失缩放）。</translation>
    </message>
    <message>
        <source>More than {k_dead_fraction} % of the values after {dead} are exactly zero: these ReLUs are dead, so nothing before them learns.</source>
        <translation>{dead} 之后超过 {k_dead_fraction} % 的值恰好为零：这些 ReLU 已经死亡，因此它们之前的层都学不到东西。</translation>
    </message>
    <message>
        <source>Check the bias and weight initialisation before the ReLU, the input&apos;s scale, and the learning rate; LeakyReLU avoids dead units.</source>
        <translation>检查 ReLU 之前的偏置和权重初始化、输入的尺度以及学习率；LeakyReLU 可以避免死亡单元。</translation>
    </message>
    <message>
        <source>Sigmoid/tanh outputs sit at their bounds: {saturated}; their gradient is nearly zero.</source>
        <translation>Sigmoid/tanh 的输出处于其边界：{saturated}；其梯度几乎为零。</translation>
    </message>
    <message>
        <source>Normalise the input, or lower the scale of the layer before the activation.</source>
        <translation>对输入做归一化，或减小激活之前那一层的尺度。</translation>
    </message>
    <message>
        <source>Activations grow out of range: {exploding}.</source>
        <translation>激活增长超出范围：{exploding}。</translation>
    </message>
    <message>
        <source>Normalise the input (z-score), add normalisation layers, or scale down the initial weights.</source>
        <translation>对输入做归一化（z-score）、加入归一化层，或缩小初始权重。</translation>
    </message>
    <message>
        <source>Submodule(s) are in training mode ({modules}), but on this input eval mode gives bit-identical output: no measurable effect.</source>
        <translation>有子模块处于训练模式（{modules}），但在此输入上 eval 模式给出逐位相同的输出：没有可测量的影响。</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.trace(model, example) and save again; switching modules to eval does nothing, the flag is a constant in the traced graph.</source>
        <translation>在 torch.jit.trace(model, example) 之前调用 model.eval() 并重新保存；把模块切换到 eval 没有任何作用，该标志在 trace 得到的计算图中是常量。</translation>
    </message>
    <message>
        <source>The repeats differ because of {words}.</source>
        <translation>各次重复不同的原因是{words}。</translation>
    </message>
    <message>
        <source>Set torch.use_deterministic_algorithms(True), torch.backends.cudnn.deterministic = True and benchmark = False, and CUBLAS_WORKSPACE_CONFIG=:4096:8, when reruns must match.</source>
        <translation>当重复运行必须一致时，设置 torch.use_deterministic_algorithms(True)、torch.backends.cudnn.deterministic = True 和 benchmark = False，以及 CUBLAS_WORKSPACE_CONFIG=:4096:8。</translation>
    </message>
    <message>
        <source>The repeats differ, and neither eval mode nor deterministic algorithms remove it.</source>
        <translation>各次重复不同，而 eval 模式和确定性算法都无法消除差异。</translation>
    </message>
    <message>
        <source>Look for randomness in the model&apos;s forward (torch.rand, dropout called as a function with training=True) or in the preprocessing.</source>
        <translation>查找模型 forward 中的随机性（torch.rand、以 training=True 作为函数调用的 dropout）或预处理中的随机性。</translation>
    </message>
    <message>
        <source>Unfreeze the final layer (requires_grad=True) and initialise it with non-zero weights.</source>
        <translation>解冻最后一层（requires_grad=True），并以非零权重初始化它。</translation>
    </message>
    <message>
        <source>A model that cannot overfit a few cases cannot learn the dataset: fix the named cause first.</source>
        <translation>连几个病例都无法过拟合的模型学不会整个数据集：请先修复所指出的原因。</translation>
    </message>
    <message>
        <source>{part_description} {part_reason}</source>
        <translation>{part_description} {part_reason}</translation>
    </message>
    <message>
        <source>Not proven: {part_description} {part_reason}</source>
        <translation>未经证实：{part_description} {part_reason}</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s affine instead of an identity (nibabel: Nifti1Image(mask, img.affine); ITK: CopyInformation from the image).</source>
        <translation>用图像的仿射矩阵而不是单位矩阵保存掩膜（nibabel：Nifti1Image(mask, img.affine)；ITK：从图像 CopyInformation）。</translation>
    </message>
    <message>
        <source>Negate x and y when converting between ITK/DICOM (LPS) and NIfTI (RAS) coordinates, or save the mask with the image&apos;s affine.</source>
        <translation>在 ITK/DICOM（LPS）与 NIfTI（RAS）坐标之间转换时对 x 和 y 取反，或用图像的仿射矩阵保存掩膜。</translation>
    </message>
    <message>
        <source>Make both forms of the file equal (nibabel: img.set_qform(img.get_sform()) or the reverse, whichever is right).</source>
        <translation>让文件的两种形式相同（nibabel：img.set_qform(img.get_sform()) 或反之，以正确的那个为准）。</translation>
    </message>
    <message>
        <source>Flip the mask back along that axis, or save it with the image&apos;s affine, and check the step that wrote it (array axis order, np.flip, a sign in the affine).</source>
        <translation>沿该轴把掩膜翻转回来，或用图像的仿射矩阵保存它，并检查写出它的步骤（数组轴顺序、np.flip、仿射矩阵中的符号）。</translation>
    </message>
    <message>
        <source>Transpose the mask&apos;s array back to the image&apos;s axis order before saving it (z,y,x arrays from SimpleITK/ITK vs x,y,z arrays from nibabel).</source>
        <translation>保存前将掩膜数组转置回图像的轴顺序（SimpleITK/ITK 的 z,y,x 数组与 nibabel 的 x,y,z 数组）。</translation>
    </message>
    <message>
        <source>Rotate the mask&apos;s slices back (np.rot90 with the opposite k), or drop the rotation from the step that wrote it: image and mask arrays must go through the same array operations.</source>
        <translation>把掩膜的切片旋转回来（np.rot90 取相反的 k），或从写出它的步骤中去掉旋转：图像和掩膜数组必须经过相同的数组操作。</translation>
    </message>
    <message>
        <source>Write the image&apos;s voxel size into the mask&apos;s header (or resample the mask onto the image&apos;s grid).</source>
        <translation>将图像的体素大小写入掩膜的头信息（或将掩膜重采样到图像网格上）。</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s direction (its affine).</source>
        <translation>用图像的方向（其仿射矩阵）保存掩膜。</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s affine (nibabel: Nifti1Image(mask, img.affine, img.header); ITK: CopyInformation from the image).</source>
        <translation>用图像的仿射矩阵保存掩膜（nibabel：Nifti1Image(mask, img.affine, img.header)；ITK：从图像 CopyInformation）。</translation>
    </message>
    <message>
        <source>Use voxel centres as the origin, as NIfTI and ITK do: move the mask&apos;s origin back by half a voxel, or copy the image&apos;s affine.</source>
        <translation>与 NIfTI 和 ITK 一样以体素中心为原点：把掩膜的原点移回半个体素，或复制图像的仿射矩阵。</translation>
    </message>
    <message>
        <source>The mask has no orientation (qform_code and sform_code are 0), as when a mask is saved with an identity or missing affine; it belongs on the image&apos;s grid.</source>
        <translation>该掩膜没有方向信息（qform_code 和 sform_code 都为 0），就像以单位矩阵或缺失的仿射矩阵保存掩膜时那样；它应位于图像的网格上。</translation>
    </message>
    <message>
        <source>The mask was written with an identity affine (origin 0, 1 mm voxels, no rotation) instead of the image&apos;s; it belongs on the image&apos;s grid.</source>
        <translation>该掩膜是以单位仿射矩阵（原点 0、1 mm 体素、无旋转）而不是图像的仿射矩阵写出的；它应位于图像的网格上。</translation>
    </message>
    <message>
        <source>The mask&apos;s origin has x and y negated (an LPS origin written as RAS, or the reverse): it lies {distance} mm from where the signs would put it.</source>
        <translation>该掩膜原点的 x 和 y 被取反（LPS 原点被写成 RAS，或反之）：它距离符号正确时应在的位置 {distance} mm。</translation>
    </message>
    <message>
        <source>The mask&apos;s affine has its x and y rows negated (LPS written as RAS, or the reverse): the mask is turned 180 degrees about the superior-inferior axis.</source>
        <translation>该掩膜仿射矩阵的 x 和 y 行被取反（LPS 被写成 RAS，或反之）：掩膜绕上下轴旋转了 180 度。</translation>
    </message>
    <message>
        <source>The mask was placed with the {used_form} ({used_form}_code {used_code}), but the {other_form} ({other_form}_code {other_code}) places it up to {max_corner_distance} mm elsewhere: the mask&apos;s {other_form} may be the one meant.</source>
        <translation>该掩膜是按 {used_form}（{used_form}_code {used_code}）放置的，但 {other_form}（{other_form}_code {other_code}）会把它放在最多 {max_corner_distance} mm 之外的地方：掩膜的 {other_form} 可能才是本意。</translation>
    </message>
    <message>
        <source>The image was placed with its {used_form}, but the {other_form} ({other_form}_code {other_code}) of the image places it up to {max_corner_distance} mm elsewhere: the mask may have been made on the image read with its {other_form}.</source>
        <translation>该图像是按其 {used_form} 放置的，但图像的 {other_form}（{other_form}_code {other_code}）会把它放在最多 {max_corner_distance} mm 之外的地方：掩膜可能是在按 {other_form} 读取的图像上制作的。</translation>
    </message>
    <message>
        <source>The mask header&apos;s voxel axis {voxel_axis} points the opposite way to the image&apos;s: the mask is mirrored along the {anatomical_axis} axis.</source>
        <translation>掩膜头信息的体素轴 {voxel_axis} 与图像的方向相反：掩膜沿 {anatomical_axis} 轴被镜像。</translation>
    </message>
    <message>
        <source>The mask&apos;s voxel array is transposed: its axes hold the image&apos;s axes in the order ({stored_order}) instead of (i,j,k).</source>
        <translation>掩膜的体素数组被转置了：其各轴按（{stored_order}）而不是 (i,j,k) 的顺序存放图像的各轴。</translation>
    </message>
    <message>
        <source>The mask&apos;s voxels are rotated by {rotation_degrees} degrees in the {plane} plane (from its voxel axis {plane_axis_0} towards axis {plane_axis_1}, as np.rot90(mask, k={k}, axes=({plane_axis_0}, {plane_axis_1})) does to an x,y,z array).</source>
        <translation>掩膜的体素在 {plane} 平面内旋转了 {rotation_degrees} 度（从其体素轴 {plane_axis_0} 转向轴 {plane_axis_1}，就像 np.rot90(mask, k={k}, axes=({plane_axis_0}, {plane_axis_1})) 对 x,y,z 数组所做的那样）。</translation>
    </message>
    <message>
        <source>The mask&apos;s voxel size differs from the image&apos;s by a factor of {factor_x} ({axis_x}), {factor_y} ({axis_y}), {factor_z} ({axis_z}).</source>
        <translation>掩膜的体素大小与图像相差的倍数为 {factor_x}（{axis_x}）、{factor_y}（{axis_y}）、{factor_z}（{axis_z}）。</translation>
    </message>
    <message>
        <source>The mask&apos;s axes are turned {rotation_angle} degrees away from the image&apos;s (a different rotation in the header).</source>
        <translation>掩膜的各轴相对于图像的各轴转过了 {rotation_angle} 度（头信息中的旋转不同）。</translation>
    </message>
    <message>
        <source>The mask&apos;s origin is off by half a voxel ({displacement}): one file takes voxel corners, the other voxel centres, as the origin.</source>
        <translation>掩膜的原点偏移了半个体素（{displacement}）：一个文件以体素角点为原点，另一个以体素中心为原点。</translation>
    </message>
    <message>
        <source>The mask&apos;s origin is off by {offset} mm ({offset_voxels} voxels): {displacement}.</source>
        <translation>掩膜的原点偏移了 {offset} mm（{offset_voxels} 个体素）：{displacement}。</translation>
    </message>
    <message>
        <source>The mask&apos;s voxels are mirrored along the {anatomical_axis} axis (its voxel axis {voxel_axis}).</source>
        <translation>掩膜的体素沿 {anatomical_axis} 轴被镜像（其体素轴 {voxel_axis}）。</translation>
    </message>
    <message>
        <source>Undoing it raises the fit: Dice with the reference goes from {dice_before} to {dice_after}.</source>
        <translation>撤销它后吻合度提高：与参考的 Dice 从 {dice_before} 升至 {dice_after}。</translation>
    </message>
    <message>
        <source>Undoing it does not improve the fit: Dice with the reference goes from {dice_before} to {dice_after}.</source>
        <translation>撤销它并不能改善吻合度：与参考的 Dice 从 {dice_before} 变为 {dice_after}。</translation>
    </message>
    <message>
        <source>Undoing it improves the fit only slightly: Dice with the reference goes from {dice_before} to {dice_after}, below the {dice_gain} needed.</source>
        <translation>撤销它只略微改善了吻合度：与参考的 Dice 从 {dice_before} 变为 {dice_after}，低于所需的 {dice_gain}。</translation>
    </message>
    <message>
        <source>Without a reference, the image&apos;s edges decide: the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary).</source>
        <translation>没有参考时由图像的边缘来判断：掩膜边界的边缘得分从 {edge_before} 变为 {edge_after}（1 = 整条边界上都有与图像平均强度相当的边缘）。</translation>
    </message>
    <message>
        <source>A half-voxel shift is below what the image&apos;s edges can resolve (the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary)); give a reference mask (--reference) to decide.</source>
        <translation>半个体素的偏移低于图像边缘能分辨的程度（掩膜边界的边缘得分从 {edge_before} 变为 {edge_after}（1 = 整条边界上都有与图像平均强度相当的边缘））；请提供参考掩膜（--reference）来判断。</translation>
    </message>
    <message>
        <source>Without a reference, the image&apos;s edges decide against it: the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary).</source>
        <translation>没有参考时，图像的边缘给出了否定的判断：掩膜边界的边缘得分从 {edge_before} 变为 {edge_after}（1 = 整条边界上都有与图像平均强度相当的边缘）。</translation>
    </message>
    <message>
        <source>The image alone cannot tell: the mask boundary&apos;s edge score goes from {edge_before} to {edge_after} (1 = an edge of the image&apos;s mean strength all along the boundary); give a reference mask (--reference) to decide.</source>
        <translation>仅凭图像无法判断：掩膜边界的边缘得分从 {edge_before} 变为 {edge_after}（1 = 整条边界上都有与图像平均强度相当的边缘）；请提供参考掩膜（--reference）来判断。</translation>
    </message>
    <message>
        <source>The model overfits from {i_min}: the validation loss rose {rise} above its best ({v_min}) while the training loss kept falling {drop}.</source>
        <translation>模型从 {i_min} 起过拟合：验证损失比其最佳值（{v_min}）上升了 {rise}，而训练损失持续下降 {drop}。</translation>
    </message>
    <message>
        <source>Keep the checkpoint of the best validation loss (early stopping), add augmentation, weight decay or dropout, or more data; a gap from the first epoch also points at train/validation preprocessing differences.</source>
        <translation>保留验证损失最佳的检查点（早停），加入增强、权重衰减或 dropout，或增加数据；如果差距从第一个 epoch 就存在，也说明训练与验证的预处理不同。</translation>
    </message>
    <message>
        <source>The model is not learning: {value} fell only {gain} over the run ({front} to {back}), and the validation loss is as flat.</source>
        <translation>模型没有在学习：{value} 在整个运行中只下降了 {gain}（从 {front} 到 {back}），验证损失同样平坦。</translation>
    </message>
    <message>
        <source>The model is not learning: {value} fell only {gain} over the run ({front} to {back}).</source>
        <translation>模型没有在学习：{value} 在整个运行中只下降了 {gain}（从 {front} 到 {back}）。</translation>
    </message>
    <message>
        <source>Overfit one batch first; if it cannot, check that labels match inputs, the input normalisation, the output layer against the loss (no softmax before CrossEntropyLoss), that optimizer.step() runs, and the learning rate (a range test).</source>
        <translation>先过拟合一个批次；如果做不到，检查标签是否与输入匹配、输入归一化、输出层与损失是否匹配（CrossEntropyLoss 之前不要 softmax）、optimizer.step() 是否执行，以及学习率（做范围测试）。</translation>
    </message>
    <message>
        <source>{value} zig-zags: {sign_changes} of its steps reverse direction, by {amplitude} of its level; the learning rate is likely too high.</source>
        <translation>{value} 呈锯齿状：{sign_changes} 步改变了方向，幅度为其水平的 {amplitude}；学习率很可能过高。</translation>
    </message>
    <message>
        <source>Lower the learning rate 3 to 10 times or add warm-up, clip gradients (clip_grad_norm_), raise the batch size, and check that the training data is shuffled.</source>
        <translation>将学习率降低 3 到 10 倍或加入预热，裁剪梯度（clip_grad_norm_），增大批大小，并检查训练数据是否被打乱。</translation>
    </message>
    <message>
        <source>{value} stopped improving from {start} (less than {plateau_improvement} over the last {w} points, at {best}).</source>
        <translation>{value} 从 {start} 起不再改善（在最后 {w} 个点中改善不到 {plateau_improvement}，位于 {best}）。</translation>
    </message>
    <message>
        <source>If the validation metric is flat too, the run has converged: stop it earlier (early stopping). If the loss is still too high, lower the learning rate on plateau (ReduceLROnPlateau) or check that the schedule did not decay it to nothing.</source>
        <translation>如果验证指标也平坦，说明运行已收敛：更早停止它（早停）。如果损失仍然过高，在平台期降低学习率（ReduceLROnPlateau），或检查调度是否把学习率衰减到了几乎为零。</translation>
    </message>
    <message>
        <source>The first training loss {num} is {reading}.</source>
        <translation>第一个训练损失 {num} {reading}。</translation>
    </message>
    <message>
        <source>Print the loss of the untrained model on one batch and compare with ln(C); check the final layer&apos;s bias and activation against the loss function.</source>
        <translation>打印未训练模型在一个批次上的损失并与 ln(C) 比较；对照损失函数检查最后一层的偏置和激活。</translation>
    </message>
    <message>
        <source>The job hit its time limit and SLURM cancelled it.</source>
        <translation>作业达到时间限制，被 SLURM 取消。</translation>
    </message>
    <message>
        <source>Raise --time (ask for the run&apos;s real length plus a margin), or save checkpoints and resume: --signal=B:USR1@300 gives the script five minutes&apos; notice to save before it is killed.</source>
        <translation>提高 --time（按运行的实际时长加上余量申请），或保存检查点后恢复：--signal=B:USR1@300 会在作业被杀死前五分钟通知脚本保存。</translation>
    </message>
    <message>
        <source>The job ran out of host memory (RAM): the cgroup out-of-memory killer stopped it.</source>
        <translation>作业耗尽了主机内存（RAM）：cgroup 的 OOM killer 终止了它。</translation>
    </message>
    <message>
        <source>Raise --mem to about 1.5 times the peak MaxRSS, or lower host memory use: fewer DataLoader workers, smaller prefetch_factor, no whole dataset cached in RAM, memory-mapped arrays.</source>
        <translation>将 --mem 提高到峰值 MaxRSS 的约 1.5 倍，或降低主机内存占用：更少的 DataLoader 工作进程、更小的 prefetch_factor、不在内存中缓存整个数据集、使用内存映射数组。</translation>
    </message>
    <message>
        <source>A process was killed with SIGKILL: on a cluster that is almost always the out-of-memory killer.</source>
        <translation>有进程被 SIGKILL 杀死：在集群上这几乎总是 OOM killer 所为。</translation>
    </message>
    <message>
        <source>Compare sacct&apos;s MaxRSS with ReqMem and raise --mem, or lower the DataLoader&apos;s num_workers; a DataLoader worker killed this way is host RAM, not GPU memory.</source>
        <translation>比较 sacct 的 MaxRSS 与 ReqMem 并提高 --mem，或降低 DataLoader 的 num_workers；以这种方式被杀死的 DataLoader 工作进程说明是主机内存，而不是 GPU 显存的问题。</translation>
    </message>
    <message>
        <source>The GPU ran out of memory (CUDA out of memory).</source>
        <translation>GPU 显存耗尽（CUDA out of memory）。</translation>
    </message>
    <message>
        <source>Lower the batch or patch size, use mixed precision (torch.autocast), wrap validation in torch.no_grad(), and accumulate losses with loss.item() rather than the tensor.</source>
        <translation>降低批大小或图块尺寸，使用混合精度（torch.autocast），把验证包裹在 torch.no_grad() 中，并用 loss.item() 而不是张量累加损失。</translation>
    </message>
    <message>
        <source>A distributed (NCCL) operation failed: a timeout, a system error or the watchdog.</source>
        <translation>分布式（NCCL）操作失败：超时、系统错误或看门狗。</translation>
    </message>
    <message>
        <source>Rerun with NCCL_DEBUG=INFO and TORCH_DISTRIBUTED_DEBUG=DETAIL; for timeouts check that every rank reaches the same collectives (a rank stuck in data loading or skipping a batch), for system errors the network interface (NCCL_SOCKET_IFNAME) and shared memory (--shm-size in containers).</source>
        <translation>以 NCCL_DEBUG=INFO 和 TORCH_DISTRIBUTED_DEBUG=DETAIL 重新运行；超时时检查每个 rank 是否都到达了相同的集合通信（某个 rank 卡在数据加载或跳过了一个批次），系统错误时检查网络接口（NCCL_SOCKET_IFNAME）和共享内存（容器中的 --shm-size）。</translation>
    </message>
    <message>
        <source>The job ran without a usable GPU.</source>
        <translation>作业运行时没有可用的 GPU。</translation>
    </message>
    <message>
        <source>Request one (#SBATCH --gres=gpu:1 or --gpus=1, on a GPU partition), check nvidia-smi inside the job, and install a CUDA build of PyTorch (torch.version.cuda must not be None).</source>
        <translation>申请 GPU（在 GPU 分区上使用 #SBATCH --gres=gpu:1 或 --gpus=1），在作业内检查 nvidia-smi，并安装 CUDA 版本的 PyTorch（torch.version.cuda 不能为 None）。</translation>
    </message>
    <message>
        <source>The job&apos;s software environment was not set up: a module or Python package could not be loaded.</source>
        <translation>作业的软件环境没有配置好：某个模块或 Python 软件包无法加载。</translation>
    </message>
    <message>
        <source>Start the script with #!/bin/bash -l (or source the module system&apos;s init script), check the names with module spider, and activate the Python environment inside the job script.</source>
        <translation>以 #!/bin/bash -l 开始脚本（或 source 模块系统的初始化脚本），用 module spider 核对名称，并在作业脚本中激活 Python 环境。</translation>
    </message>
    <message>
        <source>A process crashed with a segmentation fault or bus error.</source>
        <translation>有进程因段错误或总线错误而崩溃。</translation>
    </message>
    <message>
        <source>Get the stack with python -X faulthandler (or gdb); in imaging pipelines look for a corrupt file read by a C extension (scan the dataset with scansleuth), mismatched ITK/SimpleITK/OpenCV/NumPy builds, and for a bus error in a DataLoader, too little shared memory (/dev/shm).</source>
        <translation>用 python -X faulthandler（或 gdb）获取调用栈；在影像流程中，查找被 C 扩展读取的损坏文件（用 scansleuth 扫描数据集）、不匹配的 ITK/SimpleITK/OpenCV/NumPy 构建，以及 DataLoader 中的总线错误是否由共享内存（/dev/shm）太小引起。</translation>
    </message>
    <message>
        <source>The job was cancelled (by a user, an administrator or preemption).</source>
        <translation>作业被取消了（由用户、管理员或抢占）。</translation>
    </message>
    <message>
        <source>If nobody cancelled it, ask the administrators or check the partition&apos;s preemption rules; use --requeue with checkpoints on preemptible partitions.</source>
        <translation>如果没有人取消它，请询问管理员或查看分区的抢占规则；在可抢占的分区上配合检查点使用 --requeue。</translation>
    </message>
    <message>
        <source>The job failed, and the logs hold no failure ScanSleuth knows: the last exception is shown.</source>
        <translation>作业失败了，而日志中没有 ScanSleuth 已知的失败：显示的是最后一个异常。</translation>
    </message>
    <message>
        <source>Read the traceback above the exception lines in the job&apos;s error file and reproduce the step interactively (srun --pty) with the same inputs.</source>
        <translation>阅读作业错误文件中异常行上方的回溯信息，并用相同的输入交互式地复现该步骤（srun --pty）。</translation>
    </message>
    <message>
        <source>{curve} fell {improvement} ({first} to {last}): no sign of underfitting, overfitting, oscillation or NaN.</source>
        <translation>{curve} 下降了 {improvement}（从 {first} 到 {last}）：没有欠拟合、过拟合、振荡或 NaN 的迹象。</translation>
    </message>
    <message>
        <source>{curve} fell {improvement} ({first} to {last}) and {validation} reached its best, {best}, at {best_at} without rising after it: no sign of underfitting, overfitting, oscillation or NaN.</source>
        <translation>{curve} 下降了 {improvement}（从 {first} 到 {last}），{validation} 在 {best_at} 达到最佳值 {best}，此后没有上升：没有欠拟合、过拟合、振荡或 NaN 的迹象。</translation>
    </message>
    <message>
        <source>{curve} became {value} at {where} without a rise before it: the mark of a NaN in the data, log(0) or a division by zero.</source>
        <translation>{curve} 在 {where} 变为 {value}，之前没有上升：这是数据中有 NaN、log(0) 或除以零的特征。</translation>
    </message>
    <message>
        <source>{curve} became {value} at {where} after {judged} rose from {best} to {last}: the mark of a learning rate too high or exploding gradients (or fp16 overflow).</source>
        <translation>{curve} 在 {where} 变为 {value}，此前 {judged} 从 {best} 升至 {last}：这是学习率过高或梯度爆炸（或 fp16 溢出）的特征。</translation>
    </message>
    <message>
        <source>Check the inputs for NaN (scansleuth&apos;s dataset scan), add an epsilon to logs and divisions, lower the learning rate or add warm-up, clip gradients, and with fp16 use a GradScaler (or bf16); torch.autograd.set_detect_anomaly(True) names the operation.</source>
        <translation>检查输入中的 NaN（scansleuth 的数据集扫描），给 log 和除法加上 epsilon，降低学习率或加入预热，裁剪梯度，使用 fp16 时配合 GradScaler（或改用 bf16）；torch.autograd.set_detect_anomaly(True) 会指出出问题的操作。</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits have different voxel spacing: median {spacing_a} mm against {spacing_b} mm; they were resampled differently.</source>
        <translation>{split_a} 与 {split_b} 划分的体素间距不同：中位数 {spacing_a} mm 对 {spacing_b} mm；它们的重采样方式不同。</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits have different image sizes: median {dims_a} voxels against {dims_b} voxels.</source>
        <translation>{split_a} 与 {split_b} 划分的图像尺寸不同：中位数 {dims_a} 体素对 {dims_b} 体素。</translation>
    </message>
    <message>
        <source>The mask looks linearly interpolated: {sandwiched_voxels} boundary voxels ({sandwiched_share} of {boundary_voxels}) hold a label strictly between their two neighbours&apos; labels.</source>
        <translation>该掩膜看起来经过了线性插值：{sandwiched_voxels} 个边界体素（{boundary_voxels} 个中的 {sandwiched_share}）的标签严格介于其两个相邻体素的标签之间。</translation>
    </message>
    <message>
        <source>The mask looks linearly interpolated: it is a label map whose {non_integer_voxels} non-integer voxels ({non_integer_share}) sit on the borders between labels, {where}.</source>
        <translation>该掩膜看起来经过了线性插值：它是一个标签图，其 {non_integer_voxels} 个非整数体素（{non_integer_share}）位于标签之间的边界上，{where}。</translation>
    </message>
    <message>
        <source>The mask looks linearly interpolated: {resampling}.</source>
        <translation>该掩膜看起来经过了线性插值：{resampling}。</translation>
    </message>
    <message>
        <source>Resample the original mask again with nearest-neighbour interpolation (sitkNearestNeighbor, order=0); rounding interpolated labels does not restore them.</source>
        <translation>用最近邻插值（sitkNearestNeighbor，order=0）重新对原始掩膜重采样；对插值后的标签取整并不能还原它们。</translation>
    </message>
    <message>
        <source>Resample the original label map again with nearest-neighbour interpolation (sitkNearestNeighbor, order=0). Only as a stop-gap, round each value to the nearest whole number (np.rint): that moves borders by up to half a source voxel along {axes} and can leave a label between two others (a 1 where 0 met 2).</source>
        <translation>用最近邻插值（sitkNearestNeighbor，order=0）重新对原始标签图重采样。仅作为临时办法，可将每个值四舍五入到最接近的整数（np.rint）：这会使边界沿 {axes} 移动最多半个源体素，并可能在两个标签之间留下另一个标签（0 与 2 相接处出现 1）。</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the sform was used.</source>
        <translation>qform 与 sform 在体积角点处最多相差 {max_corner_distance} mm（{max_corner_distance_voxels} 个体素）；采用了 sform。</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip of the sform along voxel axis {axis} ({world_axis}); the sform was used.</source>
        <translation>qform 与 sform 在体积角点处最多相差 {max_corner_distance} mm（{max_corner_distance_voxels} 个体素）；qform 是 sform 沿体素轴 {axis}（{world_axis}）的翻转；采用了 sform。</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip of the sform along voxel axis {axis} ({world_axis}) and voxel axis {axis_2} ({world_axis_2}); the sform was used.</source>
        <translation>qform 与 sform 在体积角点处最多相差 {max_corner_distance} mm（{max_corner_distance_voxels} 个体素）；qform 是 sform 沿体素轴 {axis}（{world_axis}）和体素轴 {axis_2}（{world_axis_2}）的翻转；采用了 sform。</translation>
    </message>
    <message>
        <source>The qform and the sform disagree by up to {max_corner_distance} mm ({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip of the sform along voxel axis {axis} ({world_axis}) and voxel axis {axis_2} ({world_axis_2}) and voxel axis {axis_3} ({world_axis_3}); the sform was used.</source>
        <translation>qform 与 sform 在体积角点处最多相差 {max_corner_distance} mm（{max_corner_distance_voxels} 个体素）；qform 是 sform 沿体素轴 {axis}（{world_axis}）、体素轴 {axis_2}（{world_axis_2}）和体素轴 {axis_3}（{world_axis_3}）的翻转；采用了 sform。</translation>
    </message>
    <message>
        <source>The {form} is degenerate ({why}), so it was not used; the {used} placed the image.</source>
        <translation>{form} 是退化的（{why}），因此未被使用；图像由 {used} 放置。</translation>
    </message>
    <message>
        <source>The {form} holds a non-finite number ({why}), so it was not used; the {used} placed the image.</source>
        <translation>{form} 含有非有限数值（{why}），因此未被使用；图像由 {used} 放置。</translation>
    </message>
    <message>
        <source>Rewrite the {form} from the scanner geometry, or set {form}_code to 0 so that no tool uses it.</source>
        <translation>根据扫描仪几何信息重写 {form}，或将 {form}_code 设为 0，使任何工具都不使用它。</translation>
    </message>
    <message>
        <source>{count} contours hold a count of ContourData numbers that is not a multiple of 3; the incomplete last point is left out.</source>
        <translation>{count} 条轮廓的 ContourData 数值个数不是 3 的倍数；不完整的最后一个点被排除。</translation>
    </message>
    <message>
        <source>{count} contours hold points that are NaN, infinite or unreadable; those points are left out and the rest of each contour is kept.</source>
        <translation>{count} 条轮廓含有 NaN、无穷或无法读取的点；这些点被排除，每条轮廓的其余部分保留。</translation>
    </message>
    <message>
        <source>{count} contours hold points more than 100 m from the origin; those points are left out.</source>
        <translation>{count} 条轮廓含有距原点超过 100 m 的点；这些点被排除。</translation>
    </message>
    <message>
        <source>{count} contours declare a NumberOfContourPoints that is not the number of points in their ContourData; the ContourData is used.</source>
        <translation>{count} 条轮廓声明的 NumberOfContourPoints 与其 ContourData 中的点数不符；采用 ContourData。</translation>
    </message>
    <message>
        <source>{count} closed contours have fewer than 3 usable points and enclose nothing.</source>
        <translation>{count} 条闭合轮廓的可用点少于 3 个，不围成任何区域。</translation>
    </message>
    <message>
        <source>{count} contours have a ContourGeometricType that is not one DICOM defines; they are not filled.</source>
        <translation>{count} 条轮廓的 ContourGeometricType 不是 DICOM 定义的类型；它们不会被填充。</translation>
    </message>
    <message>
        <source>Re-export the structure set from the contouring system; check the writer.</source>
        <translation>从勾画系统重新导出结构集；检查写入器。</translation>
    </message>
    <message>
        <source>{frames_off_plane} of {frames} SEG frames lie off the slice planes of {image}, by up to {max_offset} ({max_offset_voxels} slices).</source>
        <translation>{frames} 个 SEG 帧中有 {frames_off_plane} 个偏离 {image} 的切片平面，最多达 {max_offset}（{max_offset_voxels} 个切片）。</translation>
    </message>
    <message>
        <source>{frames_off_plane} of {frames} SEG frames lie off the slice planes of {image}, by up to {max_offset} ({max_offset_voxels} slices): the SEG&apos;s frames are {seg_frame_spacing} apart, the image&apos;s SliceThickness, while its slices are {image_slice_spacing} apart.</source>
        <translation>{frames} 个 SEG 帧中有 {frames_off_plane} 个偏离 {image} 的切片平面，最多达 {max_offset}（{max_offset_voxels} 个切片）：SEG 的帧间距为 {seg_frame_spacing}，即图像的 SliceThickness，而其切片间距为 {image_slice_spacing}。</translation>
    </message>
    <message>
        <source>The file stores 64-bit integer voxels; they were read as {type}, which holds every value exactly.</source>
        <translation>该文件存储 64 位整数体素；它们按 {type} 读取，可以精确容纳每个值。</translation>
    </message>
    <message>
        <source>Save label maps and masks as uint8 or int16 to quarter the file size.</source>
        <translation>将标签图和掩膜保存为 uint8 或 int16，可使文件大小减为四分之一。</translation>
    </message>
    <message>
        <source>{rois} ROIs have contours whose vertices lie on voxel centres: they trace the centres of the edge voxels, not their outer borders, which shrinks each outline by about half a voxel (up to {shrink} here). Voxels on the contour are drawn, so the mask here keeps them.</source>
        <translation>{rois} 个 ROI 的轮廓顶点位于体素中心：它们描的是边缘体素的中心而不是其外边界，使每个轮廓缩小约半个体素（此处最多 {shrink}）。位于轮廓上的体素会被绘制，因此这里的掩膜保留了它们。</translation>
    </message>
    <message>
        <source>sizes differ</source>
        <translation>尺寸不同</translation>
    </message>
    <message>
        <source>spacing differs by up to {spacing_difference} mm</source>
        <translation>间距最多相差 {spacing_difference} mm</translation>
    </message>
    <message>
        <source>origin differs by {origin_distance} mm ({origin_distance_voxels} voxels)</source>
        <translation>原点相差 {origin_distance} mm（{origin_distance_voxels} 个体素）</translation>
    </message>
    <message>
        <source>axes differ by up to {direction_angle} deg</source>
        <translation>各轴最多相差 {direction_angle} 度</translation>
    </message>
    <message>
        <source>corners differ by up to {corner_distance} mm ({corner_distance_voxels} voxels)</source>
        <translation>角点最多相差 {corner_distance} mm（{corner_distance_voxels} 个体素）</translation>
    </message>
    <message>
        <source>A finite, non-zero gradient reaches {reached} of {parameters} parameters</source>
        <translation>{parameters} 个参数中有 {reached} 个得到了有限的非零梯度</translation>
    </message>
    <message>
        <source>the output is detached from the parameters</source>
        <translation>输出与参数分离了</translation>
    </message>
    <message>
        <source>frozen: {names}</source>
        <translation>被冻结：{names}</translation>
    </message>
    <message>
        <source>zero gradient: {names}</source>
        <translation>梯度为零：{names}</translation>
    </message>
    <message>
        <source>{where} is not finite: {nonfinite_values} of {values} values ({nonfinite_percent}%) are NaN or infinite ({nan_values} NaN, {infinite_values} Inf), in {classes_affected} of {classes_total} classes: {classes}; labels made from it would be meaningless.</source>
        <translation>{where} 不是有限值：{values} 个值中有 {nonfinite_values} 个（{nonfinite_percent}%）为 NaN 或无穷值（{nan_values} 个 NaN，{infinite_values} 个 Inf），分布在 {classes_total} 个类别中的 {classes_affected} 个：{classes}；由此得到的标签毫无意义。</translation>
    </message>
    <message>
        <source>{frozen_count} parameter gets no gradient because requires_grad is off (frozen): {frozen}.</source>
        <translation>{frozen_count} 个参数因关闭了 requires_grad（被冻结）而得不到梯度：{frozen}。</translation>
    </message>
    <message>
        <source>{frozen_count} parameters get no gradient because requires_grad is off (frozen): {frozen}.</source>
        <translation>{frozen_count} 个参数因关闭了 requires_grad（被冻结）而得不到梯度：{frozen}。</translation>
    </message>
    <message>
        <source>Set requires_grad=True on them, unless freezing them is intended (fine-tuning).</source>
        <translation>对它们设置 requires_grad=True，除非冻结是有意为之（微调）。</translation>
    </message>
    <message>
        <source>{unreached_count} trainable parameters are not reached by the loss (no gradient although requires_grad is on): {unreached}; their modules are unused in forward or their outputs are cut off.</source>
        <translation>{unreached_count} 个可训练参数没有被损失触及（虽然开启了 requires_grad 却没有梯度）：{unreached}；它们的模块在 forward 中未被使用，或其输出被截断。</translation>
    </message>
    <message>
        <source>Check that forward uses these modules and that their outputs reach the returned tensor.</source>
        <translation>检查 forward 是否使用了这些模块，以及它们的输出是否到达了返回的张量。</translation>
    </message>
    <message>
        <source>{bad_count} parameter gradients hold NaN or Inf: {bad}.</source>
        <translation>{bad_count} 个参数梯度含有 NaN 或 Inf：{bad}。</translation>
    </message>
    <message>
        <source>Run `model activations` to find the first non-finite value.</source>
        <translation>运行 `model activations` 找出第一个非有限值。</translation>
    </message>
    <message>
        <source>{big_count} parameter gradients are exploding (norm over {k_exploding_absolute}, or {k_exploding_relative} times the median {median}): {big}.</source>
        <translation>{big_count} 个参数梯度正在爆炸（范数超过 {k_exploding_absolute}，或是中位数 {median} 的 {k_exploding_relative} 倍）：{big}。</translation>
    </message>
    <message>
        <source>Lower the learning rate, clip gradients, or normalise the input.</source>
        <translation>降低学习率、裁剪梯度，或对输入做归一化。</translation>
    </message>
    <message>
        <source>{tiny_count} parameter gradients are vanishing (under {k_vanishing_relative} times the median {median}): {tiny}.</source>
        <translation>{tiny_count} 个参数梯度正在消失（低于中位数 {median} 的 {k_vanishing_relative} 倍）：{tiny}。</translation>
    </message>
    <message>
        <source>Check saturating activations and the depth before these layers.</source>
        <translation>检查这些层之前的饱和激活和网络深度。</translation>
    </message>
    <message>
        <source>{zero_count} parameter gradients are exactly zero: {zero}.</source>
        <translation>{zero_count} 个参数梯度恰好为零：{zero}。</translation>
    </message>
    <message>
        <source>{zero_count} parameter gradients are exactly zero: {zero}. The frozen parameter {blockers} is all zeros: a zero, frozen layer passes no gradient to anything before it.</source>
        <translation>{zero_count} 个参数梯度恰好为零：{zero}。被冻结的参数 {blockers} 全为零：一个全零且被冻结的层不会向它之前的任何层传递梯度。</translation>
    </message>
    <message>
        <source>{zero_count} parameter gradients are exactly zero: {zero}. The frozen parameters {blockers} are all zeros: a zero, frozen layer passes no gradient to anything before it.</source>
        <translation>{zero_count} 个参数梯度恰好为零：{zero}。被冻结的参数 {blockers} 全为零：一个全零且被冻结的层不会向它之前的任何层传递梯度。</translation>
    </message>
    <message>
        <source>Initialise the layer that stops the gradient with non-zero weights, or unfreeze it.</source>
        <translation>用非零权重初始化阻断梯度的那一层，或将其解冻。</translation>
    </message>
    <message>
        <source>Turn TF32 off (torch.backends.cuda.matmul.allow_tf32 = False, torch.backends.cudnn.allow_tf32 = False) where these differences matter.</source>
        <translation>在这些差异有影响的地方关闭 TF32（torch.backends.cuda.matmul.allow_tf32 = False，torch.backends.cudnn.allow_tf32 = False）。</translation>
    </message>
    <message>
        <source>Fix torch.set_num_threads() where reruns on other machines must match.</source>
        <translation>当其他机器上的重复运行必须一致时，固定 torch.set_num_threads()。</translation>
    </message>
    <message>
        <source>Check the voxels that change label; validate on the device you deploy on.</source>
        <translation>检查标签发生变化的体素；在实际部署的设备上做验证。</translation>
    </message>
    <message>
        <source>The masks hold label value {values} outside the model&apos;s {classes} classes (0..{last_class}) in {voxels} voxels; the loss ignores them here, and PyTorch&apos;s CrossEntropyLoss fails or learns garbage on them.</source>
        <translation>掩膜在 {voxels} 个体素中含有模型 {classes} 个类别（0..{last_class}）之外的标签值 {values}；这里的损失忽略了它们，而 PyTorch 的 CrossEntropyLoss 会在这些值上报错或学到无意义的东西。</translation>
    </message>
    <message>
        <source>The masks hold label values {values} outside the model&apos;s {classes} classes (0..{last_class}) in {voxels} voxels; the loss ignores them here, and PyTorch&apos;s CrossEntropyLoss fails or learns garbage on them.</source>
        <translation>掩膜在 {voxels} 个体素中含有模型 {classes} 个类别（0..{last_class}）之外的标签值 {values}；这里的损失忽略了它们，而 PyTorch 的 CrossEntropyLoss 会在这些值上报错或学到无意义的东西。</translation>
    </message>
    <message>
        <source>the initial prediction already follows the class frequencies (their entropy is {prior_entropy} nats): the final bias was set to the class prior, as recommended for imbalanced data, so ln C is not the right expectation.</source>
        <translation>初始预测已经遵循类别频率（其熵为 {prior_entropy} nats）：最后的偏置按照对不均衡数据的建议被设为类别先验，因此 ln C 不是正确的期望值。</translation>
    </message>
    <message>
        <source>{number_patients} patient has volumes in more than one split (by PatientID or the CSV&apos;s patient column): the model is tested on patients it was trained on.</source>
        <translation>{number_patients} 名患者的体积出现在多个划分中（按 PatientID 或 CSV 的患者列）：模型是在它训练过的患者上测试的。</translation>
    </message>
    <message>
        <source>{number_patients} patients have volumes in more than one split (by PatientID or the CSV&apos;s patient column): the model is tested on patients it was trained on.</source>
        <translation>{number_patients} 名患者的体积出现在多个划分中（按 PatientID 或 CSV 的患者列）：模型是在它训练过的患者上测试的。</translation>
    </message>
    <message>
        <source>Split by patient (group every volume of a patient into one split, e.g. with GroupKFold on the patient), then retrain and re-evaluate.</source>
        <translation>按患者划分（将同一患者的所有体积归入一个划分，例如按患者使用 GroupKFold），然后重新训练并重新评估。</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits belong to one person by name and birth date under different PatientIDs: re-anonymisation gave the patient a new ID.</source>
        <translation>不同划分中有 {number_pairs} 对体积按姓名和出生日期属于同一人，但 PatientID 不同：重新匿名化给了该患者一个新 ID。</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits belong to one person by name and birth date under different PatientIDs: re-anonymisation gave the patient a new ID.</source>
        <translation>不同划分中有 {number_pairs} 对体积按姓名和出生日期属于同一人，但 PatientID 不同：重新匿名化给了该患者一个新 ID。</translation>
    </message>
    <message>
        <source>Key the split on the person (name and birth date before anonymisation, or a stable pseudonym), not on PatientID, then retrain and re-evaluate.</source>
        <translation>以人（匿名化之前的姓名和出生日期，或稳定的假名）而不是 PatientID 为键进行划分，然后重新训练并重新评估。</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits share a study, series, image, frame of reference or accession number: the same examination is on both sides.</source>
        <translation>不同划分中有 {number_pairs} 对体积共享检查、序列、图像、参考坐标系或检查号：同一次检查出现在两侧。</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits share a study, series, image, frame of reference or accession number: the same examination is on both sides.</source>
        <translation>不同划分中有 {number_pairs} 对体积共享检查、序列、图像、参考坐标系或检查号：同一次检查出现在两侧。</translation>
    </message>
    <message>
        <source>Remove the shared examinations from the evaluation split (or move them to training) and split by patient.</source>
        <translation>从评估划分中移除共享的检查（或将其移入训练），并按患者划分。</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits have identical voxels (whatever their file format or header).</source>
        <translation>不同划分中有 {number_pairs} 对体积的体素完全相同（无论其文件格式或头信息如何）。</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits have identical voxels (whatever their file format or header).</source>
        <translation>不同划分中有 {number_pairs} 对体积的体素完全相同（无论其文件格式或头信息如何）。</translation>
    </message>
    <message>
        <source>Remove the copies from the evaluation split and find how they got there (a conversion run over both folders, an augmentation written to disk).</source>
        <translation>从评估划分中移除这些副本，并查明它们是怎么进去的（对两个文件夹都运行了转换、增强结果被写入磁盘）。</translation>
    </message>
    <message>
        <source>{volumes} volume on {grids} scan grid sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>位于 {grids} 个扫描网格上的 {volumes} 个体积分布在某个划分的两侧：这些体积的网格完全相同且逐单元匹配，就像同一次 fMRI 或弥散采集的各时间点被保存为单独文件时那样。模型是在它训练过的采集上测试的。</translation>
    </message>
    <message>
        <source>{volumes} volume on {grids} scan grids sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>位于 {grids} 个扫描网格上的 {volumes} 个体积分布在某个划分的两侧：这些体积的网格完全相同且逐单元匹配，就像同一次 fMRI 或弥散采集的各时间点被保存为单独文件时那样。模型是在它训练过的采集上测试的。</translation>
    </message>
    <message>
        <source>{volumes} volumes on {grids} scan grid sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>位于 {grids} 个扫描网格上的 {volumes} 个体积分布在某个划分的两侧：这些体积的网格完全相同且逐单元匹配，就像同一次 fMRI 或弥散采集的各时间点被保存为单独文件时那样。模型是在它训练过的采集上测试的。</translation>
    </message>
    <message>
        <source>{volumes} volumes on {grids} scan grids sit on both sides of a split: volumes that share a grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as separate files do. The model is tested on the acquisition it was trained on.</source>
        <translation>位于 {grids} 个扫描网格上的 {volumes} 个体积分布在某个划分的两侧：这些体积的网格完全相同且逐单元匹配，就像同一次 fMRI 或弥散采集的各时间点被保存为单独文件时那样。模型是在它训练过的采集上测试的。</translation>
    </message>
    <message>
        <source>Keep every volume of an acquisition (and every acquisition of a subject) in one split: split by subject before cutting 4D images into 3D files, then retrain and re-evaluate.</source>
        <translation>将同一次采集的所有体积（以及同一受试者的所有采集）保留在一个划分中：在把 4D 图像切成 3D 文件之前按受试者划分，然后重新训练并重新评估。</translation>
    </message>
    <message>
        <source>{number_pairs} pair of volumes in different splits look like copies of one image (resampled, cropped, flipped or rescaled): similarity at least {threshold}.</source>
        <translation>不同划分中有 {number_pairs} 对体积看起来是同一图像的副本（经重采样、裁剪、翻转或重新缩放）：相似度至少为 {threshold}。</translation>
    </message>
    <message>
        <source>{number_pairs} pairs of volumes in different splits look like copies of one image (resampled, cropped, flipped or rescaled): similarity at least {threshold}.</source>
        <translation>不同划分中有 {number_pairs} 对体积看起来是同一图像的副本（经重采样、裁剪、翻转或重新缩放）：相似度至少为 {threshold}。</translation>
    </message>
    <message>
        <source>Look at each pair side by side; remove true copies from the evaluation split and split by patient.</source>
        <translation>并排查看每个配对；从评估划分中移除真正的副本，并按患者划分。</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits differ in orientation: {counts_a} against {counts_b}.</source>
        <translation>{split_a} 与 {split_b} 划分的方向不同：{counts_a} 对 {counts_b}。</translation>
    </message>
    <message>
        <source>Reorient every split to one orientation (e.g. RAS or LPS) in the pipeline, for all splits alike.</source>
        <translation>在流程中将每个划分重新定向到同一方向（例如 RAS 或 LPS），所有划分一视同仁。</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits differ in stored data type: {counts_a} against {counts_b}.</source>
        <translation>{split_a} 与 {split_b} 划分存储的数据类型不同：{counts_a} 对 {counts_b}。</translation>
    </message>
    <message>
        <source>Store the splits with the same data type, or check that the conversion did not clip or round values.</source>
        <translation>以相同的数据类型存储各划分，或检查转换是否截断或舍入了数值。</translation>
    </message>
    <message>
        <source>The {split_a} and {split_b} splits differ in rescale slope and intercept: {counts_a} against {counts_b}.</source>
        <translation>{split_a} 与 {split_b} 划分的 rescale slope 和 intercept 不同：{counts_a} 对 {counts_b}。</translation>
    </message>
    <message>
        <source>Check that the rescale (DICOM RescaleSlope/Intercept, NIfTI scl_slope/scl_inter) is applied to every split alike.</source>
        <translation>检查重缩放（DICOM 的 RescaleSlope/Intercept、NIfTI 的 scl_slope/scl_inter）是否以相同方式应用于每个划分。</translation>
    </message>
    <message>
        <source>{line_headline}. {line_comparable}.</source>
        <translation>{line_headline}。{line_comparable}。</translation>
    </message>
    <message>
        <source>Case {case}: {input} is on the grid of {against} but its array is {description} (as delivered its labels look remapped, {relabel}, but they are not): undoing that raises the mean per-label Dice from {dice_before} to {dice_after}; the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>病例 {case}：{input} 位于 {against} 的网格上，但其数组{description}（按交付的原样看，其标签似乎被重映射为 {relabel}，但实际并非如此）：撤销该变换后，逐标签平均 Dice 从 {dice_before} 升至 {dice_after}；该病例算作该运行的失败（按最差值计分）。</translation>
    </message>
    <message>
        <source>Case {case}: {input} is on the grid of {against} but its array is {description}: undoing that raises the mean per-label Dice from {dice_before} to {dice_after}; the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>病例 {case}：{input} 位于 {against} 的网格上，但其数组{description}：撤销该变换后，逐标签平均 Dice 从 {dice_before} 升至 {dice_after}；该病例算作该运行的失败（按最差值计分）。</translation>
    </message>
    <message>
        <source>Case {case}: {input} is on the grid of {against} but its labels are misplaced ({cause}); the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>病例 {case}：{input} 位于 {against} 的网格上，但其标签位置错误（{cause}）；该病例算作该运行的失败（按最差值计分）。</translation>
    </message>
    <message>
        <source>Case {case}: {input} is not on the grid of {against} ({difference}); it is not measured, and the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>病例 {case}：{input} 不在 {against} 的网格上（{difference}）；未对其测量，该病例算作该运行的失败（按最差值计分）。</translation>
    </message>
    <message>
        <source>Case {case}: {input} is not on the grid of {against} ({difference}; check-pair names: {cause}); it is not measured, and the case is that run&apos;s failure (scored as the worst value).</source>
        <translation>病例 {case}：{input} 不在 {against} 的网格上（{difference}；check-pair 指出：{cause}）；未对其测量，该病例算作该运行的失败（按最差值计分）。</translation>
    </message>
    <message>
        <source>{cases} cases: {finding_message} (and {more} more, listed below)</source>
        <translation>{cases} 个病例：{finding_message}（另有 {more} 个，见下方列表）</translation>
    </message>
    <message>
        <source>Case {case}, {input}: {finding_message}</source>
        <translation>病例 {case}，{input}：{finding_message}</translation>
    </message>
    <message>
        <source>submodule(s) in training mode: {modules}</source>
        <translation>处于训练模式的子模块：{modules}</translation>
    </message>
    <message>
        <source>dropout fixed on in the traced graph (traced in training mode: export again after model.eval()): {modules}</source>
        <translation>追踪图中固定开启的 dropout（在训练模式下追踪：请在 model.eval() 之后重新导出）：{modules}</translation>
    </message>
    <message>
        <source>nondeterministic kernels (the differences vanish with deterministic algorithms on)</source>
        <translation>非确定性内核（开启确定性算法后差异消失）</translation>
    </message>
    <message>
        <source>cuDNN benchmark mode (its repeats differ, without it they do not)</source>
        <translation>cuDNN benchmark 模式（开启时各次重复不同，关闭后相同）</translation>
    </message>
    <message>
        <source>an unknown source (neither eval mode nor deterministic algorithms remove it)</source>
        <translation>未知来源（eval 模式和确定性算法都无法消除）</translation>
    </message>
    <message>
        <source>{variant}: not comparable while the repeats themselves differ.</source>
        <translation>{variant}：各次重复本身就不同，因此无法比较。</translation>
    </message>
    <message>
        <source>{variant}: not comparable while the repeats themselves differ. {part_more}</source>
        <translation>{variant}：各次重复本身就不同，因此无法比较。{part_more}</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} identical.</source>
        <translation>{variant}：{run_a} 与 {run_b} 相同。</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} identical. {part_more}</source>
        <translation>{variant}：{run_a} 与 {run_b} 相同。{part_more}</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} differ by up to {max_abs_diff} ({part_label_changes} change label).</source>
        <translation>{variant}：{run_a} 与 {run_b} 最多相差 {max_abs_diff}（{part_label_changes}的标签发生变化）。</translation>
    </message>
    <message>
        <source>{variant}: {run_a} vs {run_b} differ by up to {max_abs_diff} ({part_label_changes} change label). {part_more}</source>
        <translation>{variant}：{run_a} 与 {run_b} 最多相差 {max_abs_diff}（{part_label_changes}的标签发生变化）。{part_more}</translation>
    </message>
    <message>
        <source>But {modules} normalise(s) with each batch&apos;s statistics (traced in training mode: export again after model.eval()): one patch alone and next to a patch of zeros differs by up to {batch_max_abs_diff}.</source>
        <translation>但 {modules} 使用每个批次自身的统计量进行归一化（在训练模式下追踪：请在 model.eval() 之后重新导出）：同一图块单独运行与和全零图块一起运行的结果最多相差 {batch_max_abs_diff}。</translation>
    </message>
    <message>
        <source>But {modules} normalise(s) with each batch&apos;s statistics (traced in training mode: export again after model.eval()): one patch alone and next to a patch of zeros differs by up to {batch_max_abs_diff}. {part_more}</source>
        <translation>但 {modules} 使用每个批次自身的统计量进行归一化（在训练模式下追踪：请在 model.eval() 之后重新导出）：同一图块单独运行与和全零图块一起运行的结果最多相差 {batch_max_abs_diff}。{part_more}</translation>
    </message>
    <message>
        <source>But eval mode gives another answer ({part_label_changes} change label): the training-mode output is repeatable and wrong.</source>
        <translation>但 eval 模式给出不同的结果（{part_label_changes}的标签发生变化）：训练模式下的输出可重复，但是错的。</translation>
    </message>
    <message>
        <source>mean Dice {mean_dice} between the label maps, probabilities differ by up to {max_abs_diff}, {label_changes} voxels change label</source>
        <translation>标签图之间的平均 Dice 为 {mean_dice}，概率最多相差 {max_abs_diff}，{label_changes} 个体素的标签发生变化</translation>
    </message>
    <message>
        <source>tensor A looks {look_a}, tensor B not: mean {mean_a} vs {mean_b}, std {std_a} vs {std_b} (A vs B)</source>
        <translation>张量 A 看起来已{look_a}，张量 B 没有：均值 {mean_a} 对 {mean_b}，标准差 {std_a} 对 {std_b}（A 对 B）</translation>
    </message>
    <message>
        <source>tensor B looks {look_b}, tensor A not: mean {mean_a} vs {mean_b}, std {std_a} vs {std_b} (A vs B)</source>
        <translation>张量 B 看起来已{look_b}，张量 A 没有：均值 {mean_a} 对 {mean_b}，标准差 {std_a} 对 {std_b}（A 对 B）</translation>
    </message>
    <message>
        <source>tensor A looks {look_a}, tensor B {look_b}: mean {mean_a} vs {mean_b}, std {std_a} vs {std_b} (A vs B)</source>
        <translation>张量 A 看起来已{look_a}，张量 B 已{look_b}：均值 {mean_a} 对 {mean_b}，标准差 {std_a} 对 {std_b}（A 对 B）</translation>
    </message>
    <message>
        <source>the shapes differ: {shape_a} in A, {shape_b} in B</source>
        <translation>形状不同：A 为 {shape_a}，B 为 {shape_b}</translation>
    </message>
    <message>
        <source>the dtypes differ: {dtype_a} in A, {dtype_b} in B</source>
        <translation>数据类型不同：A 为 {dtype_a}，B 为 {dtype_b}</translation>
    </message>
    <message>
        <source>the value ranges differ: [{min_a}, {max_a}] in A, [{min_b}, {max_b}] in B</source>
        <translation>取值范围不同：A 为 [{min_a}, {max_a}]，B 为 [{min_b}, {max_b}]</translation>
    </message>
    <message>
        <source>the fraction of zeros differs: {zeros_a} in A, {zeros_b} in B (padding or cropping)</source>
        <translation>零值比例不同：A 为 {zeros_a}，B 为 {zeros_b}（填充或裁剪）</translation>
    </message>
    <message>
        <source>the outputs already lie in [0, 1]: a final activation (softmax/sigmoid) is applied in forward before a loss that applies its own, so the loss is flattened and cannot fall below {floor} nats</source>
        <translation>输出已经位于 [0, 1] 内：forward 中在一个自带激活的损失之前又应用了最终激活（softmax/sigmoid），因此损失被压平，无法低于 {floor} nats</translation>
    </message>
    <message>
        <source>the outputs already lie in [0, 1] and sum to 1 over the channels: a final activation (softmax/sigmoid) is applied in forward before a loss that applies its own, so the loss is flattened and cannot fall below {floor} nats</source>
        <translation>输出已经位于 [0, 1] 内且各通道之和为 1：forward 中在一个自带激活的损失之前又应用了最终激活（softmax/sigmoid），因此损失被压平，无法低于 {floor} nats</translation>
    </message>
    <message>
        <source>some mask labels are not classes of the output (model.label_out_of_range)</source>
        <translation>部分掩膜标签不是输出的类别（model.label_out_of_range）</translation>
    </message>
    <message>
        <source>the initialisation is over-confident: the logits have std {logit_std} (near 0 expected) and the mean top probability is {top_probability}</source>
        <translation>初始化过于自信：logits 的标准差为 {logit_std}（预期接近 0），平均最高概率为 {top_probability}</translation>
    </message>
    <message>
        <source>scale down the final layer&apos;s initial weights (or zero them)</source>
        <translation>请缩小最后一层的初始权重（或将其置零）</translation>
    </message>
    <message>
        <source>the initial prediction already follows the class frequencies (their entropy is {prior_entropy} nats): the final bias was set to the class prior, as recommended for imbalanced data, so ln C is not the right expectation</source>
        <translation>初始预测已经遵循类别频率（其熵为 {prior_entropy} nats）：最后的偏置按照对不均衡数据的建议被设为类别先验，因此 ln C 不是正确的期望值</translation>
    </message>
    <message>
        <source>the model is already confident and mostly right: were pretrained weights loaded?</source>
        <translation>模型已经很自信且大多正确：是否加载了预训练权重？</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} steps of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>模型无法过拟合 {cases} 个病例的批次：损失从 {initial_loss} 变为 {final_loss}（首个损失的 {percent} %），经过 {steps} 步 {optimiser}（lr {lr}）后批次 Dice 为 {final_dice}。{finding_message}</translation>
    </message>
    <message>
        <source>The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after {steps} step of {optimiser} (lr {lr}). {finding_message}</source>
        <translation>模型无法过拟合 {cases} 个病例的批次：损失从 {initial_loss} 变为 {final_loss}（首个损失的 {percent} %），经过 {steps} 步 {optimiser}（lr {lr}）后批次 Dice 为 {final_dice}。{finding_message}</translation>
    </message>
    <message>
        <source>No parameter has requires_grad on: every parameter is frozen ({frozen}).</source>
        <translation>没有参数开启 requires_grad：所有参数都被冻结（{frozen}）。</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} has requires_grad off, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>输出层被冻结：{frozen} 的 requires_grad 已关闭，因此没有梯度能到达其之前的 {trainable_count} 个可训练参数（{trainable}）。</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} have requires_grad off, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>输出层被冻结：{frozen} 的 requires_grad 已关闭，因此没有梯度能到达其之前的 {trainable_count} 个可训练参数（{trainable}）。</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} has requires_grad off and {zeros} is all zeros, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>输出层被冻结：{frozen} 的 requires_grad 已关闭且 {zeros} 全为零，因此没有梯度能到达其之前的 {trainable_count} 个可训练参数（{trainable}）。</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} have requires_grad off and {zeros} is all zeros, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>输出层被冻结：{frozen} 的 requires_grad 已关闭且 {zeros} 全为零，因此没有梯度能到达其之前的 {trainable_count} 个可训练参数（{trainable}）。</translation>
    </message>
    <message>
        <source>The output layer is frozen: {frozen} have requires_grad off and {zeros} are all zeros, so no gradient reaches the {trainable_count} trainable parameters before it ({trainable}).</source>
        <translation>输出层被冻结：{frozen} 的 requires_grad 已关闭且 {zeros} 全为零，因此没有梯度能到达其之前的 {trainable_count} 个可训练参数（{trainable}）。</translation>
    </message>
    <message>
        <source>The {what} has no voxels (size {size}).</source>
        <translation>{what} 没有体素（大小 {size}）。</translation>
    </message>
    <message>
        <source>The {what}&apos;s voxel buffer is shorter than its size {size}.</source>
        <translation>{what} 的体素缓冲区短于其大小 {size}。</translation>
    </message>
    <message>
        <source>No probability channels were given.</source>
        <translation>未提供概率通道。</translation>
    </message>
    <message>
        <source>Channel {channel} has size {size} but channel 0 has {size_0}.</source>
        <translation>通道 {channel} 的大小为 {size}，而通道 0 为 {size_0}。</translation>
    </message>
    <message>
        <source>The saved mask has size {size} but the channels have {size_0}.</source>
        <translation>保存的掩膜大小为 {size}，而各通道为 {size_0}。</translation>
    </message>
    <message>
        <source>Submodule(s) left in training mode make the output random: {modules}. Repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label); in eval mode the repeats are bit-identical.</source>
        <translation>仍处于训练模式的子模块使输出具有随机性：{modules}。各次重复在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}（其中 {part_argmax_flips}的标签发生变化）；在 eval 模式下各次重复逐位一致。</translation>
    </message>
    <message>
        <source>Submodule(s) left in training mode change the output: {modules}. The repeats are identical, but the answer is wrong: batch norm in training mode takes its statistics from the batch (with batch 1, from this one case) instead of the running statistics. Eval mode differs by up to {max_abs_diff} in probability and changes {part_label_changes}&apos; labels (mean Dice {mean_dice}).</source>
        <translation>仍处于训练模式的子模块改变了输出：{modules}。各次重复完全相同，但答案是错的：训练模式下的 batch norm 从当前批次（批大小为 1 时，就是这一个病例）而不是运行统计量中取统计值。eval 模式下概率最多相差 {max_abs_diff}，并改变了 {part_label_changes}的标签（平均 Dice {mean_dice}）。</translation>
    </message>
    <message>
        <source>Submodule(s) left in training mode change the output: {modules}. {value}Eval mode differs by up to {max_abs_diff} in probability and changes {part_label_changes}&apos; labels (mean Dice {mean_dice}).</source>
        <translation>仍处于训练模式的子模块改变了输出：{modules}。{value}eval 模式下概率最多相差 {max_abs_diff}，并改变了 {part_label_changes}的标签（平均 Dice {mean_dice}）。</translation>
    </message>
    <message>
        <source>The output depends on TF32: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; {part_label_changes} change label.</source>
        <translation>输出取决于TF32：{run_a} 与 {run_b} 在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}；{part_label_changes}的标签发生变化。</translation>
    </message>
    <message>
        <source>The output depends on TF32: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; no label changes (float rounding).</source>
        <translation>输出取决于TF32：{run_a} 与 {run_b} 在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}；没有标签变化（浮点舍入）。</translation>
    </message>
    <message>
        <source>The output depends on the CPU thread count: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; {part_label_changes} change label.</source>
        <translation>输出取决于CPU 线程数：{run_a} 与 {run_b} 在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}；{part_label_changes}的标签发生变化。</translation>
    </message>
    <message>
        <source>The output depends on the CPU thread count: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; no label changes (float rounding).</source>
        <translation>输出取决于CPU 线程数：{run_a} 与 {run_b} 在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}；没有标签变化（浮点舍入）。</translation>
    </message>
    <message>
        <source>The output depends on the device: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; {part_label_changes} change label.</source>
        <translation>输出取决于设备：{run_a} 与 {run_b} 在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}；{part_label_changes}的标签发生变化。</translation>
    </message>
    <message>
        <source>The output depends on the device: {run_a} and {run_b} differ by up to {max_abs_diff} in probability at {part_voxels_differing}; no label changes (float rounding).</source>
        <translation>输出取决于设备：{run_a} 与 {run_b} 在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}；没有标签变化（浮点舍入）。</translation>
    </message>
    <message>
        <source>The model was traced in training mode: export again after model.eval().</source>
        <translation>模型是在训练模式下追踪的：请在 model.eval() 之后重新导出。</translation>
    </message>
    <message>
        <source>The model was traced in training mode: export again after model.eval(). {part_more}</source>
        <translation>模型是在训练模式下追踪的：请在 model.eval() 之后重新导出。{part_more}</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}).</source>
        <translation>图中的 dropout 被固定开启（{nodes}）。</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}). {part_more}</source>
        <translation>图中的 dropout 被固定开启（{nodes}）。{part_more}</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label).</source>
        <translation>图中的 dropout 被固定开启（{nodes}）：各次重复在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}（其中 {part_argmax_flips}的标签发生变化）。</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label). {part_more}</source>
        <translation>图中的 dropout 被固定开启（{nodes}）：各次重复在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}（其中 {part_argmax_flips}的标签发生变化）。{part_more}</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label); with the constant switched off they are bit-identical.</source>
        <translation>图中的 dropout 被固定开启（{nodes}）：各次重复在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}（其中 {part_argmax_flips}的标签发生变化）；关闭该常量后各次重复逐位一致。</translation>
    </message>
    <message>
        <source>Dropout is fixed on in the graph ({nodes}): repeats differ by up to {max_abs_diff} in probability at {part_voxels_differing} ({part_argmax_flips} change label); with the constant switched off they are bit-identical. {part_more}</source>
        <translation>图中的 dropout 被固定开启（{nodes}）：各次重复在 {part_voxels_differing}处的概率最多相差 {max_abs_diff}（其中 {part_argmax_flips}的标签发生变化）；关闭该常量后各次重复逐位一致。{part_more}</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}).</source>
        <translation>Batch norm 总是使用每个批次自身的统计量（{nodes}）。</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}). {part_more}</source>
        <translation>Batch norm 总是使用每个批次自身的统计量（{nodes}）。{part_more}</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}): the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}).</source>
        <translation>Batch norm 总是使用每个批次自身的统计量（{nodes}）：同一个 {shape} 图块单独运行与和全零图块一起运行时，输出最多相差 {batch_max_abs_diff}（最大输出 {output_max_abs}）。</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}): the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}). {part_more}</source>
        <translation>Batch norm 总是使用每个批次自身的统计量（{nodes}）：同一个 {shape} 图块单独运行与和全零图块一起运行时，输出最多相差 {batch_max_abs_diff}（最大输出 {output_max_abs}）。{part_more}</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}), but here the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}).</source>
        <translation>Batch norm 总是使用每个批次自身的统计量（{nodes}），但在这里同一个 {shape} 图块单独运行与和全零图块一起运行时，输出最多相差 {batch_max_abs_diff}（最大输出 {output_max_abs}）。</translation>
    </message>
    <message>
        <source>Batch norm always uses each batch&apos;s own statistics ({nodes}), but here the same {shape} patch run alone and next to a patch of zeros gives outputs that differ by up to {batch_max_abs_diff} (largest output {output_max_abs}). {part_more}</source>
        <translation>Batch norm 总是使用每个批次自身的统计量（{nodes}），但在这里同一个 {shape} 图块单独运行与和全零图块一起运行时，输出最多相差 {batch_max_abs_diff}（最大输出 {output_max_abs}）。{part_more}</translation>
    </message>
    <message>
        <source>As exported after eval() the output would differ by up to {max_abs_diff} in probability and {part_label_changes} would change label.</source>
        <translation>若在 eval() 之后导出，输出的概率最多相差 {max_abs_diff}，{part_label_changes}的标签会发生变化。</translation>
    </message>
    <message>
        <source>The input already holds {nan} NaN and {inf} Inf of {elements} non-finite values (check the image and the preprocessing).</source>
        <translation>输入中已含有非有限值：{elements} 个值中有 {nan} 个 NaN 和 {inf} 个 Inf（请检查图像和预处理）。</translation>
    </message>
    <message>
        <source>The input already holds {nan} NaN and {inf} Inf of {elements} non-finite values (check the image and the preprocessing). {part_parameters}</source>
        <translation>输入中已含有非有限值：{elements} 个值中有 {nan} 个 NaN 和 {inf} 个 Inf（请检查图像和预处理）。{part_parameters}</translation>
    </message>
    <message>
        <source>Non-finite values first appear in the output of {where}: {nan} NaN and {inf} Inf of {elements}; everything before it in execution order is finite.</source>
        <translation>非有限值最早出现在 {where} 的输出中：{elements} 个值中有 {nan} 个 NaN 和 {inf} 个 Inf；执行顺序中在它之前的一切都是有限的。</translation>
    </message>
    <message>
        <source>Non-finite values first appear in the output of {where}: {nan} NaN and {inf} Inf of {elements}; everything before it in execution order is finite. {part_parameters}</source>
        <translation>非有限值最早出现在 {where} 的输出中：{elements} 个值中有 {nan} 个 NaN 和 {inf} 个 Inf；执行顺序中在它之前的一切都是有限的。{part_parameters}</translation>
    </message>
    <message>
        <source>The output holds {nan} NaN and {inf} Inf of {elements} non-finite values; no captured submodule output does.</source>
        <translation>输出中含有非有限值：{elements} 个值中有 {nan} 个 NaN 和 {inf} 个 Inf；捕获到的子模块输出中都没有。</translation>
    </message>
    <message>
        <source>The output holds {nan} NaN and {inf} Inf of {elements} non-finite values; no captured submodule output does. {part_parameters}</source>
        <translation>输出中含有非有限值：{elements} 个值中有 {nan} 个 NaN 和 {inf} 个 Inf；捕获到的子模块输出中都没有。{part_parameters}</translation>
    </message>
    <message>
        <source>{part_parameters}</source>
        <translation>{part_parameters}</translation>
    </message>
    <message>
        <source>Parameter {names} holds NaN or Inf.</source>
        <translation>参数 {names} 含有 NaN 或 Inf。</translation>
    </message>
    <message>
        <source>Parameters {names} hold NaN or Inf.</source>
        <translation>参数 {names} 含有 NaN 或 Inf。</translation>
    </message>
    <message>
        <source>Train and test preprocessing give different predictions on this case ({part_comparison}), but the specs hold no step difference to swap.</source>
        <translation>训练与测试的预处理在此病例上给出不同的预测（{part_comparison}），但两份规范中没有可交换的步骤差异。</translation>
    </message>
    <message>
        <source>The train and test specs differ in {differences_count} step(s), but the predictions agree on this case ({part_comparison}).</source>
        <translation>训练和测试规范在 {differences_count} 个步骤上不同，但在此病例上预测一致（{part_comparison}）。</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors have different spatial shapes: the preprocessing resamples or crops differently.</source>
        <translation>两条流程的张量空间形状不同：预处理的重采样或裁剪方式不同。</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors have different spatial shapes: the preprocessing resamples or crops differently. The tensors differ: {part_statistics}.</source>
        <translation>两条流程的张量空间形状不同：预处理的重采样或裁剪方式不同。两个张量不同：{part_statistics}。</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors give different predictions ({part_comparison}). Their statistics look alike: look at the voxel order (layout, flips) and the resampling.</source>
        <translation>两条流程的张量给出不同的预测（{part_comparison}）。它们的统计量看起来相似：请检查体素顺序（布局、翻转）和重采样。</translation>
    </message>
    <message>
        <source>The two pipelines&apos; tensors give different predictions ({part_comparison}). The tensors differ: {part_statistics}.</source>
        <translation>两条流程的张量给出不同的预测（{part_comparison}）。两个张量不同：{part_statistics}。</translation>
    </message>
    <message>
        <source>The first loss {loss} differs from the {expected} expected for {classes} classes at initialisation: {line_reason}.</source>
        <translation>第一个损失 {loss} 与初始化时 {classes} 个类别的期望值 {expected} 不同：{line_reason}。</translation>
    </message>
    <message>
        <source>The first loss {loss} differs from the {expected} expected for {classes} classes at initialisation and nothing obvious explains it.</source>
        <translation>第一个损失 {loss} 与初始化时 {classes} 个类别的期望值 {expected} 不同，且没有明显的原因可以解释。</translation>
    </message>
    <message>
        <source>{number_voxels} voxels</source>
        <translation>{number_voxels} 个体素</translation>
    </message>
    <message>
        <source>{number_voxels} voxel</source>
        <translation>{number_voxels} 个体素</translation>
    </message>
    <message>
        <source>Call model.eval() before torch.jit.script/trace and save again (or model.eval() before inference in your pipeline).</source>
        <translation>在 torch.jit.script/trace 之前调用 model.eval() 并重新保存（或在你的流程中于推理之前调用 model.eval()）。</translation>
    </message>
    <message>
        <source>{step}: {train} in train, {test} in test</source>
        <translation>{step}：训练中为 {train}，测试中为 {test}</translation>
    </message>
    <message>
        <source>{step} (channel {channel}): {train} in train, {test} in test</source>
        <translation>{step}（通道 {channel}）：训练中为 {train}，测试中为 {test}</translation>
    </message>
    <message>
        <source>Train and test preprocessing give different predictions on this case ({part_comparison}). The step that matters most is {part_step_difference}: done the training way, the test prediction comes to Dice {mean_dice} of the training one ({recovery}% of the difference recovered).</source>
        <translation>训练与测试的预处理在此病例上给出不同的预测（{part_comparison}）。影响最大的步骤是 {part_step_difference}：按训练方式执行时，测试预测与训练预测的 Dice 达到 {mean_dice}（差异恢复了 {recovery}%）。</translation>
    </message>
    <message>
        <source>Make inference preprocess as training did: {part_step_difference}.</source>
        <translation>让推理的预处理与训练一致：{part_step_difference}。</translation>
    </message>
    <message>
        <source>{number_threads} threads</source>
        <translation>{number_threads} 个线程</translation>
    </message>
    <message>
        <source>left-right ({letter})</source>
        <translation>左右（{letter}）</translation>
    </message>
    <message>
        <source>anterior-posterior ({letter})</source>
        <translation>前后（{letter}）</translation>
    </message>
    <message>
        <source>superior-inferior ({letter})</source>
        <translation>上下（{letter}）</translation>
    </message>
    <message>
        <source>mirrored {part_axis}</source>
        <translation>沿 {part_axis} 镜像</translation>
    </message>
    <message>
        <source>mirrored {part_axis}, {part_more}</source>
        <translation>沿 {part_axis} 镜像，{part_more}</translation>
    </message>
    <message>
        <source>mirrored {part_axis} and {part_more}</source>
        <translation>沿 {part_axis} 镜像，并{part_more}</translation>
    </message>
    <message>
        <source>mirrored {part_axis}, with {part_more}</source>
        <translation>沿 {part_axis} 镜像，且{part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed</source>
        <translation>轴 {letter_a} 与 {letter_b} 互换</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed, {part_more}</source>
        <translation>轴 {letter_a} 与 {letter_b} 互换，{part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed and {part_more}</source>
        <translation>轴 {letter_a} 与 {letter_b} 互换，并{part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed, with {part_more}</source>
        <translation>轴 {letter_a} 与 {letter_b} 互换，且{part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal</source>
        <translation>轴 {letter_a} 与 {letter_b} 沿反对角线互换</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal, {part_more}</source>
        <translation>轴 {letter_a} 与 {letter_b} 沿反对角线互换，{part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal and {part_more}</source>
        <translation>轴 {letter_a} 与 {letter_b} 沿反对角线互换，并{part_more}</translation>
    </message>
    <message>
        <source>axes {letter_a} and {letter_b} transposed across the anti-diagonal, with {part_more}</source>
        <translation>轴 {letter_a} 与 {letter_b} 沿反对角线互换，且{part_more}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to}</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 90°，从 {part_from} 转向 {part_to}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to}, {part_more}</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 90°，从 {part_from} 转向 {part_to}，{part_more}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to} and {part_more}</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 90°，从 {part_from} 转向 {part_to}，并{part_more}</translation>
    </message>
    <message>
        <source>turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to}, with {part_more}</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 90°，从 {part_from} 转向 {part_to}，且{part_more}</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2})</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 180°（沿 {part_axis} 和 {part_axis_2} 镜像）</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2}), {part_more}</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 180°（沿 {part_axis} 和 {part_axis_2} 镜像），{part_more}</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2}) and {part_more}</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 180°（沿 {part_axis} 和 {part_axis_2} 镜像），并{part_more}</translation>
    </message>
    <message>
        <source>turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2}), with {part_more}</source>
        <translation>在 {letter_a}-{letter_b} 平面内旋转 180°（沿 {part_axis} 和 {part_axis_2} 镜像），且{part_more}</translation>
    </message>
    <message>
        <source>label {number_a} where the reference has {number_b}</source>
        <translation>参考为 {number_b} 处标为 {number_a}</translation>
    </message>
    <message>
        <source>label {number_a} where the reference has {number_b}, {part_more}</source>
        <translation>参考为 {number_b} 处标为 {number_a}，{part_more}</translation>
    </message>
    <message>
        <source>label {number_a} where the reference has {number_b} and {part_more}</source>
        <translation>参考为 {number_b} 处标为 {number_a}，以及{part_more}</translation>
    </message>
    <message>
        <source>labels {number_a} and {number_b} swapped</source>
        <translation>标签 {number_a} 与 {number_b} 互换</translation>
    </message>
    <message>
        <source>labels {number_a} and {number_b} swapped, {part_more}</source>
        <translation>标签 {number_a} 与 {number_b} 互换，{part_more}</translation>
    </message>
    <message>
        <source>labels {number_a} and {number_b} swapped and {part_more}</source>
        <translation>标签 {number_a} 与 {number_b} 互换，以及{part_more}</translation>
    </message>
    <message>
        <source>relabelled: {part_labels}</source>
        <translation>标签重映射：{part_labels}</translation>
    </message>
    <message>
        <source>The {split} split&apos;s median spacing, {measured} mm, differs from the {stated} mm that {who} states for the training data.</source>
        <translation>{split} 划分的体素间距中位数 {measured} mm 与 {who} 为训练数据给出的 {stated} mm 不同。</translation>
    </message>
    <message>
        <source>Check that the {split} split comes from the same scanners and was not resampled differently from the training data.</source>
        <translation>请检查 {split} 划分是否来自相同的扫描仪，且没有以不同于训练数据的方式重采样。</translation>
    </message>
    <message>
        <source>Every {split} volume has spacing {measured} mm, as if resampled, but {who} resamples to {stated} mm.</source>
        <translation>{split} 划分的每个体积的间距都是 {measured} mm，像是经过了重采样，但 {who} 重采样到 {stated} mm。</translation>
    </message>
    <message>
        <source>Give the model volumes resampled by its own pipeline (or raw ones that the pipeline resamples), not volumes resampled to another spacing.</source>
        <translation>请给模型使用由其自身流程重采样的体积（或由该流程重采样的原始体积），而不是重采样到其他间距的体积。</translation>
    </message>
    <message>
        <source>The {split} split&apos;s intensities (0.5-99.5%: {low} to {high}) do not cover the range {stated_low} to {stated_high} that {who} states: they are not on the same scale.</source>
        <translation>{split} 划分的强度（0.5–99.5%：{low} 到 {high}）没有覆盖 {who} 给出的范围 {stated_low} 到 {stated_high}：它们不在同一尺度上。</translation>
    </message>
    <message>
        <source>The {split} split&apos;s intensities (0.5-99.5%: {low} to {high}) do not cover the foreground range {stated_low} to {stated_high} that {who} states: they are not on the same scale.</source>
        <translation>{split} 划分的强度（0.5–99.5%：{low} 到 {high}）没有覆盖 {who} 给出的前景范围 {stated_low} 到 {stated_high}：它们不在同一尺度上。</translation>
    </message>
    <message>
        <source>Give the model the {split} split on the training data&apos;s intensity scale (the same rescale and normalisation).</source>
        <translation>请以训练数据的强度尺度（相同的重新缩放和归一化）把 {split} 划分交给模型。</translation>
    </message>
    <message>
        <source>The {split} split is already in {value_domain}, but {who} normalises to {target}: it was preprocessed by another pipeline.</source>
        <translation>{split} 划分已经处于 {value_domain}，但 {who} 归一化到 {target}：它是由另一个流程预处理的。</translation>
    </message>
    <message>
        <source>Preprocess the {split} split with the model&apos;s own spec.</source>
        <translation>请用模型自己的规范预处理 {split} 划分。</translation>
    </message>
    <message>
        <source>the nnU-Net fingerprint ({path})</source>
        <translation>nnU-Net 指纹（{path}）</translation>
    </message>
    <message>
        <source>the nnU-Net plans ({path})</source>
        <translation>nnU-Net 计划文件（{path}）</translation>
    </message>
    <message>
        <source>the MONAI data statistics ({path})</source>
        <translation>MONAI 数据统计（{path}）</translation>
    </message>
    <message>
        <source>the preprocessing spec ({path})</source>
        <translation>预处理规范（{path}）</translation>
    </message>
    <message>
        <source>slope {number_slope}, intercept {number_intercept} {number_volumes}</source>
        <translation>斜率 {number_slope}，截距 {number_intercept}：{number_volumes} 个体积</translation>
    </message>
    <message>
        <source>slope {number_slope}, intercept {number_intercept} {number_volumes}, {part_more}</source>
        <translation>斜率 {number_slope}，截距 {number_intercept}：{number_volumes} 个体积；{part_more}</translation>
    </message>
    <message>
        <source>{number_volumes} volumes</source>
        <translation>{number_volumes} 个体积</translation>
    </message>
    <message>
        <source>{number_volumes} volume</source>
        <translation>{number_volumes} 个体积</translation>
    </message>
    <message>
        <source>{number_findings} leakage findings</source>
        <translation>{number_findings} 个泄漏发现</translation>
    </message>
    <message>
        <source>{number_findings} leakage finding</source>
        <translation>{number_findings} 个泄漏发现</translation>
    </message>
    <message>
        <source>{number_findings} preprocessing findings</source>
        <translation>{number_findings} 个预处理发现</translation>
    </message>
    <message>
        <source>{number_findings} preprocessing finding</source>
        <translation>{number_findings} 个预处理发现</translation>
    </message>
    <message>
        <source>{number_parts} slice or patch in one split come from a volume whose other parts are in another split</source>
        <translation>一个划分中有 {number_parts} 个层或图块来自某个体积，而该体积的其他部分在另一个划分中</translation>
    </message>
    <message>
        <source>{number_parts} slices or patches in one split come from a volume whose other parts are in another split</source>
        <translation>一个划分中有 {number_parts} 个层或图块来自某个体积，而该体积的其他部分在另一个划分中</translation>
    </message>
    <message>
        <source>{number_cases} case of a patient sit in another split than the same patient&apos;s other cases</source>
        <translation>某患者有 {number_cases} 个病例与该患者的其他病例位于不同的划分中</translation>
    </message>
    <message>
        <source>{number_cases} cases of a patient sit in another split than the same patient&apos;s other cases</source>
        <translation>某患者有 {number_cases} 个病例与该患者的其他病例位于不同的划分中</translation>
    </message>
    <message>
        <source>{part_parts}, and {part_cases}</source>
        <translation>{part_parts}；并且{part_cases}</translation>
    </message>
    <message>
        <source>Runs {quoted} and {quoted_2} differ beyond the label boundaries in {lines_count} of {compared} cases: {part_worst_line}.</source>
        <translation>运行 {quoted} 与 {quoted_2} 在 {compared} 个病例中的 {lines_count} 个病例上，差异超出了标签边界：{part_worst_line}。</translation>
    </message>
    <message>
        <source>Run {run} failed {failed} of {cases} cases: {parts_reason_words}; the verdicts score them as the worst value (Dice 0, distances at the image diagonal).</source>
        <translation>运行 {run} 在 {cases} 个病例中失败了 {failed} 个：{parts_reason_words}；结论中它们按最差值计分（Dice 为 0，距离取图像对角线长度）。</translation>
    </message>
    <message>
        <source>The label maps of runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are identical in all {compared} cases compared.</source>
        <translation>在比较的全部 {compared} 个病例中，运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 的标签图完全相同。</translation>
    </message>
    <message>
        <source>The label maps of runs &apos;{run_a}&apos; and &apos;{run_b}&apos; differ only at label boundaries: in all {compared} cases every label&apos;s Hausdorff distance between them is within a boundary flip (one voxel along the coarsest axis or two along the finest; largest {largest_hd} mm), {differing} voxels differ in all.</source>
        <translation>运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 的标签图只在标签边界处不同：在全部 {compared} 个病例中，两者之间每个标签的 Hausdorff 距离都在一次边界翻转之内（沿最粗的轴一个体素或沿最细的轴两个体素；最大 {largest_hd} mm），总共有 {differing} 个体素不同。</translation>
    </message>
    <message>
        <source>The class indices of runs &apos;{run_a}&apos; and &apos;{run_b}&apos; differ: {front}.</source>
        <translation>运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 的类别索引不同：{front}。</translation>
    </message>
    <message>
        <source>{cases_count} of {measured} cases carry most of the difference between runs &apos;{run_a}&apos; and &apos;{run_b}&apos;: {key} and others differ far beyond the typical case.</source>
        <translation>{measured} 个病例中有 {cases_count} 个造成了运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 之间的大部分差异：{key} 等病例的差异远超典型病例。</translation>
    </message>
    <message>
        <source>{cases_count} of {measured} cases carry most of the difference between runs &apos;{run_a}&apos; and &apos;{run_b}&apos;: {key} differ far beyond the typical case.</source>
        <translation>{measured} 个病例中有 {cases_count} 个造成了运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 之间的大部分差异：{key} 的差异远超典型病例。</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case Dice difference {largest}) and no Dice difference is significant: consistent with run-to-run variance.</source>
        <translation>运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 之间的差异分散在全部 {measured} 个病例上（单个病例的最大 Dice 差为 {largest}），且没有任何 Dice 差异是显著的：符合运行间方差。</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case Dice difference {largest}){value}: consistent with run-to-run variance.</source>
        <translation>运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 之间的差异分散在全部 {measured} 个病例上（单个病例的最大 Dice 差为 {largest}）{value}：符合运行间方差。</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case 1 - Dice {largest}) and no Dice difference is significant: consistent with run-to-run variance.</source>
        <translation>运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 之间的差异分散在全部 {measured} 个病例上（单个病例的最大 1 - Dice 为 {largest}），且没有任何 Dice 差异是显著的：符合运行间方差。</translation>
    </message>
    <message>
        <source>The differences between runs &apos;{run_a}&apos; and &apos;{run_b}&apos; are spread over all {measured} cases (largest per-case 1 - Dice {largest}){value}: consistent with run-to-run variance.</source>
        <translation>运行 &apos;{run_a}&apos; 与 &apos;{run_b}&apos; 之间的差异分散在全部 {measured} 个病例上（单个病例的最大 1 - Dice 为 {largest}）{value}：符合运行间方差。</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}）</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}）</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement}, {part_more}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}），{part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement}, {part_more}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}），{part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement} and {part_more}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}），并{part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement} and {part_more}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}），并{part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxel along {letter} = {part_displacement}, with {part_more}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}），且{part_more}</translation>
    </message>
    <message>
        <source>shifted {number_voxels} voxels along {letter} = {part_displacement}, with {part_more}</source>
        <translation>沿 {letter} 平移 {number_voxels} 个体素（= {part_displacement}），且{part_more}</translation>
    </message>
    <message>
        <source>{name_b} better than {name_a}</source>
        <translation>{name_b} 优于 {name_a}</translation>
    </message>
    <message>
        <source>no significant difference between {name_a} and {name_b}</source>
        <translation>{name_a} 与 {name_b} 之间无显著差异</translation>
    </message>
    <message>
        <source>mean {run_b} - {run_a} {number_difference} (95% CI [{number_low}, {number_high}]), Wilcoxon p = {number_p}</source>
        <translation>均值 {run_b} - {run_a} {number_difference}（95% CI [{number_low}, {number_high}]），Wilcoxon p = {number_p}</translation>
    </message>
    <message>
        <source>the mean disagrees: {run_b} - {run_a} {number_difference}, a few cases are much better for run &apos;{run}&apos;</source>
        <translation>均值给出相反结论：{run_b} - {run_a} {number_difference}，少数病例在运行 &apos;{run}&apos; 上好得多</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}</source>
        <translation>{name_run} 在 {number_cases} 个中失败 {number_failed} 个</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}: {parts_reasons}</source>
        <translation>{name_run} 在 {number_cases} 个中失败 {number_failed} 个：{parts_reasons}</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}; {part_more}</source>
        <translation>{name_run} 在 {number_cases} 个中失败 {number_failed} 个；{part_more}</translation>
    </message>
    <message>
        <source>{name_run} failed {number_failed} of {number_cases}: {parts_reasons}; {part_more}</source>
        <translation>{name_run} 在 {number_cases} 个中失败 {number_failed} 个：{parts_reasons}；{part_more}</translation>
    </message>
    <message>
        <source>{number_cases} {reason_word}</source>
        <translation>{number_cases} 个{reason_word}</translation>
    </message>
    <message>
        <source>run &apos;{run}&apos;</source>
        <translation>运行 &apos;{run}&apos;</translation>
    </message>
    <message>
        <source>in {case}, {label} is in run &apos;{run}&apos; only</source>
        <translation>在 {case} 中，{label} 只出现在运行 &apos;{run}&apos; 中</translation>
    </message>
    <message>
        <source>in {case}, {label}&apos;s Hausdorff distance between them is {number_mm} mm ({number_voxels} voxels of the coarsest axis)</source>
        <translation>在 {case} 中，两者之间 {label} 的 Hausdorff 距离为 {number_mm} mm（最粗轴上的 {number_voxels} 个体素）</translation>
    </message>
    <message>
        <source>{label_a} of {title_a} is {label_b} of {title_b} in {number_percent}% of its voxels</source>
        <translation>{title_a} 的 {label_a} 在其 {number_percent}% 的体素中是 {title_b} 的 {label_b}</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s left</source>
        <translation>向患者左侧 {number_mm} mm</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s right</source>
        <translation>向患者右侧 {number_mm} mm</translation>
    </message>
    <message>
        <source>{number_mm} mm posterior</source>
        <translation>向后 {number_mm} mm</translation>
    </message>
    <message>
        <source>{number_mm} mm anterior</source>
        <translation>向前 {number_mm} mm</translation>
    </message>
    <message>
        <source>{number_mm} mm superior</source>
        <translation>向上 {number_mm} mm</translation>
    </message>
    <message>
        <source>{number_mm} mm inferior</source>
        <translation>向下 {number_mm} mm</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s left, {part_more}</source>
        <translation>向患者左侧 {number_mm} mm，{part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm to the patient&apos;s right, {part_more}</source>
        <translation>向患者右侧 {number_mm} mm，{part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm posterior, {part_more}</source>
        <translation>向后 {number_mm} mm，{part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm anterior, {part_more}</source>
        <translation>向前 {number_mm} mm，{part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm superior, {part_more}</source>
        <translation>向上 {number_mm} mm，{part_more}</translation>
    </message>
    <message>
        <source>{number_mm} mm inferior, {part_more}</source>
        <translation>向下 {number_mm} mm，{part_more}</translation>
    </message>
    <message>
        <source>no displacement</source>
        <translation>无位移</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases (failures scored as the worst value).</source>
        <translation>在大多数病例中，运行 {better} 在 {label} 的 {metric} 上优于运行 {worse}：中位差（{value} - {value_2}）{median_difference}，均值 {mean_difference}（95% CI [{low}, {high}]），Wilcoxon p = {p_value}，{pairs} 个病例（失败按最差值计分）。</translation>
    </message>
    <message>
        <source>Run {better} is better than run {worse} on {metric} for {label} in most cases: median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases.</source>
        <translation>在大多数病例中，运行 {better} 在 {label} 的 {metric} 上优于运行 {worse}：中位差（{value} - {value_2}）{median_difference}，均值 {mean_difference}（95% CI [{low}, {high}]），Wilcoxon p = {p_value}，{pairs} 个病例。</translation>
    </message>
</context>
<context>
    <name>FindingTerm</name>
    <message>
        <source>check-pair</source>
        <translation>check-pair</translation>
    </message>
    <message>
        <source>Label forensics</source>
        <translation>标签取证</translation>
    </message>
    <message>
        <source>NaN/Inf scan</source>
        <translation>NaN/Inf 扫描</translation>
    </message>
    <message>
        <source>Corrupt-file scan</source>
        <translation>损坏文件扫描</translation>
    </message>
    <message>
        <source>SLURM logs</source>
        <translation>SLURM 日志</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>无显著差异</translation>
    </message>
    <message>
        <source>TF32 on</source>
        <translation>TF32 开启</translation>
    </message>
    <message>
        <source>TF32 off</source>
        <translation>TF32 关闭</translation>
    </message>
    <message>
        <source>benchmark on</source>
        <translation>benchmark 开启</translation>
    </message>
    <message>
        <source>benchmark off</source>
        <translation>benchmark 关闭</translation>
    </message>
    <message>
        <source>deterministic algorithms on</source>
        <translation>确定性算法开启</translation>
    </message>
    <message>
        <source>deterministic algorithms off</source>
        <translation>确定性算法关闭</translation>
    </message>
    <message>
        <source>1 thread</source>
        <translation>1 个线程</translation>
    </message>
    <message>
        <source>z-score normalised</source>
        <translation>z-score 归一化</translation>
    </message>
    <message>
        <source>scaled to [0, 1]</source>
        <translation>缩放到 [0, 1]</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>掩膜</translation>
    </message>
    <message>
        <source>saved mask</source>
        <translation>保存的掩膜</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>The model&apos;s output</source>
        <translation>模型的输出</translation>
    </message>
    <message>
        <source>The prediction with the training spec</source>
        <translation>使用训练规范得到的预测</translation>
    </message>
    <message>
        <source>The prediction with the test spec</source>
        <translation>使用测试规范得到的预测</translation>
    </message>
    <message>
        <source>The prediction from tensor A</source>
        <translation>由张量 A 得到的预测</translation>
    </message>
    <message>
        <source>The prediction from tensor B</source>
        <translation>由张量 B 得到的预测</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Hounsfield units</source>
        <translation>Hounsfield 单位</translation>
    </message>
    <message>
        <source>z-scores (mean 0, std 1 per volume)</source>
        <translation>z-score（每个体积均值 0、标准差 1）</translation>
    </message>
    <message>
        <source>8-bit integers [0,255]</source>
        <translation>8 位整数 [0,255]</translation>
    </message>
    <message>
        <source>a mix of value ranges</source>
        <translation>多种取值范围的混合</translation>
    </message>
    <message>
        <source>unnormalised values (not HU, [0,1], z-scores or 8-bit)</source>
        <translation>未归一化的值（不是 HU、[0,1]、z-score 或 8 位）</translation>
    </message>
    <message>
        <source>the truth</source>
        <translation>真值</translation>
    </message>
    <message>
        <source>left-right</source>
        <translation>左右</translation>
    </message>
    <message>
        <source>anterior-posterior</source>
        <translation>前后</translation>
    </message>
    <message>
        <source>superior-inferior</source>
        <translation>上下</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list (&quot;1 mirrored, 2 missing&quot;); Chinese takes &quot;、&quot;.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>[birth date removed]</source>
        <translation>[出生日期已移除]</translation>
    </message>
    <message>
        <source>slices</source>
        <translation>层</translation>
    </message>
    <message>
        <source>patches</source>
        <translation>图块</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>瓦片</translation>
    </message>
    <message>
        <source>crops</source>
        <translation>裁剪块</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>数据块</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>(empty)</source>
        <extracomment>A value that was empty (a DICOM tag, a header field) in a list of values with their counts (&quot;(empty) 3, LPS 2&quot;).</extracomment>
        <translation>（空）</translation>
    </message>
</context>
<context>
    <name>ImageInfo</name>
    <message>
        <source>dims</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>spacing</source>
        <translation>间距</translation>
    </message>
    <message>
        <source>origin LPS</source>
        <translation>原点 LPS</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>axis codes</source>
        <translation>轴代码</translation>
    </message>
    <message>
        <source>RAS affine</source>
        <translation>RAS 仿射矩阵</translation>
    </message>
    <message>
        <source>geometry</source>
        <translation>几何</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>排布</translation>
    </message>
    <message>
        <source>values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>unusable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>传输语法</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>references</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>placed on</source>
        <translation>放置于</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>分割段</translation>
    </message>
    <message>
        <source>ROIs</source>
        <translation>ROI</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>修复：</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>轴</translation>
    </message>
    <message>
        <source>RAS letters</source>
        <translation>RAS 字母</translation>
    </message>
    <message>
        <source>obliquity</source>
        <translation>倾斜度</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>sform_code is {code} ({term_code}), and a set sform takes precedence over the qform, as in nibabel; the qform was refused ({why}).</source>
        <translation>sform_code 为 {code}（{term_code}），与 nibabel 一样，已设置的 sform 优先于 qform；qform 被拒用（{why}）。</translation>
    </message>
    <message>
        <source>sform_code is {code} ({term_code}), and a set sform takes precedence over the qform, as in nibabel.</source>
        <translation>sform_code 为 {code}（{term_code}），与 nibabel 一样，已设置的 sform 优先于 qform。</translation>
    </message>
    <message>
        <source>qform_code is {code} ({term_code}) and no sform is set.</source>
        <translation>qform_code 为 {code}（{term_code}），且未设置 sform。</translation>
    </message>
    <message>
        <source>qform_code is {code} ({term_code}) and the sform was refused ({why}).</source>
        <translation>qform_code 为 {code}（{term_code}），且 sform 被拒用（{why}）。</translation>
    </message>
    <message>
        <source>No usable form is left: the sform was refused ({why_sform}) and the qform was refused ({why_qform}), so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>没有可用的 form：sform 被拒用（{why_sform}），qform 也被拒用（{why_qform}），因此按 nibabel 的默认方式（LAS，原点位于中心）由 pixdim 构建。</translation>
    </message>
    <message>
        <source>No usable form is left: the {form} was refused ({why}), so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>没有可用的 form：{form} 被拒用（{why}），因此按 nibabel 的默认方式（LAS，原点位于中心）由 pixdim 构建。</translation>
    </message>
    <message>
        <source>Analyze 7.5 headers have no orientation, so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>Analyze 7.5 头没有方向信息，因此按 nibabel 的默认方式（LAS，原点位于中心）由 pixdim 构建。</translation>
    </message>
    <message>
        <source>Neither form is set (both codes 0), so nibabel&apos;s default (LAS, origin at the centre) was built from pixdim.</source>
        <translation>两个 form 都未设置（两个代码均为 0），因此按 nibabel 的默认方式（LAS，原点位于中心）由 pixdim 构建。</translation>
    </message>
    <message>
        <source>ImagePositionPatient (0020,0032) of each image</source>
        <translation>每幅图像的 ImagePositionPatient (0020,0032)</translation>
    </message>
    <message>
        <source>Siemens mosaic tiles from ImagePositionPatient along the CSA SliceNormalVector</source>
        <translation>Siemens 马赛克图块，自 ImagePositionPatient 沿 CSA SliceNormalVector 排列</translation>
    </message>
    <message>
        <source>Siemens mosaic tiles from ImagePositionPatient along row x column cosine</source>
        <translation>Siemens 马赛克图块，自 ImagePositionPatient 沿行余弦 x 列余弦排列</translation>
    </message>
    <message>
        <source>PlanePositionSequence (0020,9113) of each frame</source>
        <translation>每一帧的 PlanePositionSequence (0020,9113)</translation>
    </message>
    <message>
        <source>one ImagePositionPatient (0020,0032) for all frames: the frames are time points</source>
        <translation>所有帧共用一个 ImagePositionPatient (0020,0032)：这些帧是时间点</translation>
    </message>
    <message>
        <source>{tag}, absolute coordinates along the slice normal (first offset not 0); frame 1 lies {distance} mm from ImagePositionPatient along the normal</source>
        <translation>{tag}，沿层面法线的绝对坐标（第一个偏移不为 0）；第 1 帧沿法线距 ImagePositionPatient {distance} mm</translation>
    </message>
    <message>
        <source>{tag}, offsets from ImagePositionPatient along the slice normal</source>
        <translation>{tag}，自 ImagePositionPatient 沿层面法线的偏移</translation>
    </message>
    <message>
        <source>{tag}, absolute coordinates along the slice normal (first offset not 0)</source>
        <translation>{tag}，沿层面法线的绝对坐标（第一个偏移不为 0）</translation>
    </message>
    <message>
        <source>no usable position: slices stacked in InstanceNumber and frame order</source>
        <translation>没有可用的位置：层面按 InstanceNumber 和帧的顺序堆叠</translation>
    </message>
    <message>
        <source>the referenced image {label}</source>
        <translation>所引用的图像 {label}</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} positions, {spacing} mm apart, on {slices} slices)</source>
        <translation>SEG 自身的帧（{count} 个位置，间隔 {spacing} mm，分布于 {slices} 个层面）</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} positions, {spacing} mm apart)</source>
        <translation>SEG 自身的帧（{count} 个位置，间隔 {spacing} mm）</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} position, on {slices} slices)</source>
        <translation>SEG 自身的帧（{count} 个位置，分布于 {slices} 个层面）</translation>
    </message>
    <message>
        <source>the SEG&apos;s own frames ({count} position)</source>
        <translation>SEG 自身的帧（{count} 个位置）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>scanner</source>
        <translation>扫描仪</translation>
    </message>
    <message>
        <source>aligned</source>
        <translation>已配准</translation>
    </message>
    <message>
        <source>talairach</source>
        <translation>Talairach</translation>
    </message>
    <message>
        <source>mni</source>
        <translation>MNI</translation>
    </message>
    <message>
        <source>template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>the image it is checked against</source>
        <translation>与之对照检查的图像</translation>
    </message>
    <message>
        <source>the images opened with it</source>
        <translation>与之一同打开的图像</translation>
    </message>
    <message>
        <source>its folder</source>
        <translation>其所在文件夹</translation>
    </message>
    <message>
        <source>the folder above it</source>
        <translation>上一级文件夹</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>相位</translation>
    </message>
    <message>
        <source>real</source>
        <translation>实部</translation>
    </message>
    <message>
        <source>imaginary</source>
        <translation>虚部</translation>
    </message>
    <message>
        <source>fieldmap</source>
        <translation>场图</translation>
    </message>
    <message>
        <source>{fractional_type}, stored 0..{max} divided by {max}</source>
        <translation>{fractional_type}，存储为 0..{max}，除以 {max}</translation>
    </message>
    <message>
        <source>{count} segment(s)</source>
        <translation>{count} 个分割段</translation>
    </message>
    <message>
        <source>{count} frame(s)</source>
        <translation>{count} 帧</translation>
    </message>
    <message>
        <source>{count} ROI(s)</source>
        <translation>{count} 个 ROI</translation>
    </message>
    <message>
        <source>{count} contour(s)</source>
        <translation>{count} 条轮廓</translation>
    </message>
    <message>
        <source>series {uid}</source>
        <translation>序列 {uid}</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <source>{count} instance(s)</source>
        <translation>{count} 个实例</translation>
    </message>
    <message>
        <source>found by {found_by}: {path}</source>
        <translation>通过{found_by}找到：{path}</translation>
    </message>
    <message>
        <source>{voxels} voxels on {slices} slice(s)</source>
        <translation>{voxels} 个体素，分布于 {slices} 个层面</translation>
    </message>
    <message>
        <source>volume {index}</source>
        <translation>体积 {index}</translation>
    </message>
    <message>
        <source>precise floating-point values loaded</source>
        <translation>已载入精确浮点值</translation>
    </message>
    <message>
        <source>display values loaded</source>
        <translation>已载入显示值</translation>
    </message>
    <message>
        <source>display DV = PV * {rescale} (RescaleSlope/Intercept), precise FP = DV / (RS * SS) with scale slope SS {scale_slope} (2005,100E): FP = DV * {factor}</source>
        <translation>显示值 DV = PV * {rescale}（RescaleSlope/Intercept），精确值 FP = DV / (RS * SS)，其中缩放斜率 SS 为 {scale_slope} (2005,100E)：FP = DV * {factor}</translation>
    </message>
    <message>
        <source>first slice; the slopes differ between slices</source>
        <translation>第一层；各层的斜率不同</translation>
    </message>
    <message>
        <source>{count} volumes</source>
        <translation>{count} 个体积</translation>
    </message>
    <message>
        <source>rescale {slope} * x {sign} {intercept}</source>
        <translation>重缩放 {slope} * x {sign} {intercept}</translation>
    </message>
    <message>
        <source>{angle} deg</source>
        <translation>{angle} 度</translation>
    </message>
    <message>
        <source>magic &apos;{magic}&apos;  qform_code {qform_code}  sform_code {sform_code}  qfac {qfac}  units {units}</source>
        <translation>magic &apos;{magic}&apos;  qform_code {qform_code}  sform_code {sform_code}  qfac {qfac}  单位 {units}</translation>
    </message>
    <message>
        <source>from {source}: {reason}</source>
        <translation>来自 {source}：{reason}</translation>
    </message>
    <message>
        <source>series {number} &apos;{description}&apos;</source>
        <translation>序列 {number} &apos;{description}&apos;</translation>
    </message>
    <message>
        <source>{count} files</source>
        <translation>{count} 个文件</translation>
    </message>
    <message>
        <source>mosaic of {count}</source>
        <translation>{count} 幅拼成的马赛克</translation>
    </message>
    <message>
        <source>multi-frame</source>
        <translation>多帧</translation>
    </message>
    <message>
        <source>patient &apos;{patient}&apos;  series UID {uid}</source>
        <translation>患者 &apos;{patient}&apos;  序列 UID {uid}</translation>
    </message>
    <message>
        <source>frames placed by {placement}</source>
        <translation>帧的位置依据：{placement}</translation>
    </message>
    <message>
        <source>units {units}</source>
        <translation>单位 {units}</translation>
    </message>
    <message>
        <source>error: {message}</source>
        <translation>错误：{message}</translation>
    </message>
    <message>
        <source>{count} file(s) skipped: not images.</source>
        <translation>已跳过 {count} 个文件：不是图像。</translation>
    </message>
    <message>
        <source>{tag}: &apos;{text}&apos; is not {count} finite number(s)</source>
        <translation>{tag}：&apos;{text}&apos; 不是 {count} 个有限数值</translation>
    </message>
    <message>
        <source>{tag}: a coordinate lies more than 100 m from the origin</source>
        <translation>{tag}：某个坐标距原点超过 100 m</translation>
    </message>
    <message>
        <source>{tag}: the row and column cosines are not unit-length and orthogonal</source>
        <translation>{tag}：行余弦和列余弦并非均为单位长度且相互正交</translation>
    </message>
    <message>
        <source>{tag}: a spacing is not positive or exceeds 1 m</source>
        <translation>{tag}：某个间距不为正或超过 1 m</translation>
    </message>
    <message>
        <source>{tag}: holds {count} offsets for {frames} frames</source>
        <translation>{tag}：为 {frames} 帧存有 {count} 个偏移</translation>
    </message>
    <message>
        <source>{tag}: offset {index} is not a finite number of mm</source>
        <translation>{tag}：偏移 {index} 不是有限的毫米数</translation>
    </message>
    <message>
        <source>{tag}: cannot place frames without a usable ImagePositionPatient and ImageOrientationPatient</source>
        <translation>{tag}：没有可用的 ImagePositionPatient 和 ImageOrientationPatient，无法放置帧</translation>
    </message>
    <message>
        <source>{grid}, not {label}&apos;s: {reasons}</source>
        <translation>{grid}，而非 {label} 的网格：{reasons}</translation>
    </message>
    <message>
        <source>the SEG&apos;s frames are at {angle} deg to the image&apos;s slices</source>
        <translation>SEG 的帧与图像层面成 {angle} 度角</translation>
    </message>
    <message>
        <source>the SEG&apos;s pixels ({row_spacing} x {column_spacing} mm) do not lie on the image&apos;s pixel grid ({image_row_spacing} x {image_column_spacing} mm, or its rows and columns)</source>
        <translation>SEG 的像素（{row_spacing} x {column_spacing} mm）不在图像的像素网格上（{image_row_spacing} x {image_column_spacing} mm，或其行列）</translation>
    </message>
    <message>
        <source>the image&apos;s slices are not in order along its normal</source>
        <translation>图像的层面沿其法线方向未按顺序排列</translation>
    </message>
    <message>
        <source>the SEG&apos;s pixel grid is shifted by up to {shift} of a voxel from the image&apos;s</source>
        <translation>SEG 的像素网格相对图像的网格最多偏移 {shift} 个体素</translation>
    </message>
    <message>
        <source>{count} of {frames} frames lie off the image&apos;s slice planes, by up to {distance}</source>
        <translation>{frames} 帧中有 {count} 帧偏离图像的层面，最多偏离 {distance}</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>left-right</source>
        <translation>左右</translation>
    </message>
    <message>
        <source>anterior-posterior</source>
        <translation>前后</translation>
    </message>
    <message>
        <source>superior-inferior</source>
        <translation>上下</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>掩膜</translation>
    </message>
    <message>
        <source>{list}, {next}</source>
        <extracomment>Joins a list of measurements (&quot;voxel axis 0, Dice before the correction 0.34&quot;): {list} is the measurements so far, {next} the next one.</extracomment>
        <translation>{list}，{next}</translation>
    </message>
    <message>
        <source>share of values above 1</source>
        <translation>大于 1 的值所占比例</translation>
    </message>
    <message>
        <source>voxels above 1</source>
        <translation>大于 1 的体素</translation>
    </message>
    <message>
        <source>memory allocated by PyTorch</source>
        <translation>PyTorch 已分配的内存</translation>
    </message>
    <message>
        <source>anatomical axis</source>
        <translation>解剖轴</translation>
    </message>
    <message>
        <source>voxels whose label changes</source>
        <translation>标签发生变化的体素</translation>
    </message>
    <message>
        <source>argmax tolerance</source>
        <translation>argmax 容差</translation>
    </message>
    <message>
        <source>voxels whose label changes once run in eval mode</source>
        <translation>以 eval 模式运行后标签发生变化的体素</translation>
    </message>
    <message>
        <source>largest output change once run in eval mode</source>
        <translation>以 eval 模式运行后输出的最大变化</translation>
    </message>
    <message>
        <source>largest output change with another batch</source>
        <translation>换一个批次时输出的最大变化</translation>
    </message>
    <message>
        <source>operations using batch statistics</source>
        <translation>使用批次统计量的操作</translation>
    </message>
    <message>
        <source>voxels below 0</source>
        <translation>小于 0 的体素</translation>
    </message>
    <message>
        <source>best validation loss at</source>
        <translation>最佳验证损失位于</translation>
    </message>
    <message>
        <source>Dice to the training run after the best swap</source>
        <translation>最佳交换后与训练运行的 Dice</translation>
    </message>
    <message>
        <source>share recovered by the best swap</source>
        <translation>最佳交换恢复的比例</translation>
    </message>
    <message>
        <source>best validation loss</source>
        <translation>最佳验证损失</translation>
    </message>
    <message>
        <source>contours between slices</source>
        <translation>位于切片之间的轮廓</translation>
    </message>
    <message>
        <source>contours beyond the image</source>
        <translation>超出图像的轮廓</translation>
    </message>
    <message>
        <source>share of boundary voxels</source>
        <translation>边界体素所占比例</translation>
    </message>
    <message>
        <source>boundary voxels</source>
        <translation>边界体素</translation>
    </message>
    <message>
        <source>pairs of cases</source>
        <translation>病例对</translation>
    </message>
    <message>
        <source>cases</source>
        <translation>病例</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>classes affected</source>
        <translation>受影响的类别</translation>
    </message>
    <message>
        <source>collective operation ran for</source>
        <translation>集合通信操作的运行时长</translation>
    </message>
    <message>
        <source>collective operation timeout</source>
        <translation>集合通信操作的超时</translation>
    </message>
    <message>
        <source>length of affine column {n}</source>
        <translation>仿射矩阵第 {n} 列的长度</translation>
    </message>
    <message>
        <source>comparable cases</source>
        <translation>可比较的病例</translation>
    </message>
    <message>
        <source>p over the comparable cases</source>
        <translation>可比较病例上的 p</translation>
    </message>
    <message>
        <source>compared cases</source>
        <translation>已比较的病例</translation>
    </message>
    <message>
        <source>contact area</source>
        <translation>接触面积</translation>
    </message>
    <message>
        <source>share of the cross-section in contact</source>
        <translation>接触部分占横截面的比例</translation>
    </message>
    <message>
        <source>voxels in contact</source>
        <translation>接触的体素</translation>
    </message>
    <message>
        <source>contours</source>
        <translation>轮廓</translation>
    </message>
    <message>
        <source>contours drawn anyway</source>
        <translation>仍被绘制的轮廓</translation>
    </message>
    <message>
        <source>contours referencing missing images</source>
        <translation>引用缺失图像的轮廓</translation>
    </message>
    <message>
        <source>copied volumes</source>
        <translation>被复制的体积</translation>
    </message>
    <message>
        <source>shift by the correction</source>
        <translation>校正带来的位移</translation>
    </message>
    <message>
        <source>shift by the correction in voxels</source>
        <translation>校正带来的位移（体素）</translation>
    </message>
    <message>
        <source>correlation with the image</source>
        <translation>与图像的相关性</translation>
    </message>
    <message>
        <source>share of the section cut</source>
        <translation>被截断的截面比例</translation>
    </message>
    <message>
        <source>Dice after the correction</source>
        <translation>校正后的 Dice</translation>
    </message>
    <message>
        <source>Dice before the correction</source>
        <translation>校正前的 Dice</translation>
    </message>
    <message>
        <source>DICOM series</source>
        <translation>DICOM 序列</translation>
    </message>
    <message>
        <source>differing voxels</source>
        <translation>不同的体素</translation>
    </message>
    <message>
        <source>share of disagreeing voxels</source>
        <translation>不一致体素所占比例</translation>
    </message>
    <message>
        <source>disagreeing voxels</source>
        <translation>不一致的体素</translation>
    </message>
    <message>
        <source>distinct pairs</source>
        <translation>不同的组合</translation>
    </message>
    <message>
        <source>distinct values</source>
        <translation>不同的值</translation>
    </message>
    <message>
        <source>edge score after the correction</source>
        <translation>校正后的边缘得分</translation>
    </message>
    <message>
        <source>edge score before the correction</source>
        <translation>校正前的边缘得分</translation>
    </message>
    <message>
        <source>elapsed time</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>empty folders</source>
        <translation>空文件夹</translation>
    </message>
    <message>
        <source>expected initial loss</source>
        <translation>预期初始损失</translation>
    </message>
    <message>
        <source>extent difference along {axis}</source>
        <translation>沿 {axis} 的范围差</translation>
    </message>
    <message>
        <source>faces cut</source>
        <translation>被截断的面</translation>
    </message>
    <message>
        <source>expected factor</source>
        <translation>预期因子</translation>
    </message>
    <message>
        <source>measured factor</source>
        <translation>测得的因子</translation>
    </message>
    <message>
        <source>scale factor along {direction}</source>
        <translation>沿{direction}方向的缩放因子</translation>
    </message>
    <message>
        <source>failed cases</source>
        <translation>失败的病例</translation>
    </message>
    <message>
        <source>files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>files scanned</source>
        <translation>已扫描的文件</translation>
    </message>
    <message>
        <source>files seen</source>
        <translation>找到的文件</translation>
    </message>
    <message>
        <source>files skipped</source>
        <translation>跳过的文件</translation>
    </message>
    <message>
        <source>final Dice</source>
        <translation>最终 Dice</translation>
    </message>
    <message>
        <source>final loss</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>first loss</source>
        <translation>第一个损失值</translation>
    </message>
    <message>
        <source>first non-finite value at</source>
        <translation>第一个非有限值位于</translation>
    </message>
    <message>
        <source>position of the first non-finite activation</source>
        <translation>第一个非有限激活的位置</translation>
    </message>
    <message>
        <source>flagged comparisons</source>
        <translation>被标记的比较</translation>
    </message>
    <message>
        <source>flipped axes</source>
        <translation>翻转的轴</translation>
    </message>
    <message>
        <source>foreground volume</source>
        <translation>前景体积</translation>
    </message>
    <message>
        <source>foreground voxels</source>
        <translation>前景体素</translation>
    </message>
    <message>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>frames compared</source>
        <translation>已比较的帧</translation>
    </message>
    <message>
        <source>frames off the image planes</source>
        <translation>偏离图像平面的帧</translation>
    </message>
    <message>
        <source>free GPU memory</source>
        <translation>空闲的 GPU 内存</translation>
    </message>
    <message>
        <source>frozen tensors</source>
        <translation>被冻结的张量</translation>
    </message>
    <message>
        <source>gantry tilt in the header</source>
        <translation>头信息中的机架倾角</translation>
    </message>
    <message>
        <source>gap at the best point</source>
        <translation>最佳点处的差距</translation>
    </message>
    <message>
        <source>gap at the end</source>
        <translation>末尾的差距</translation>
    </message>
    <message>
        <source>grids</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>highest similarity</source>
        <translation>最高相似度</translation>
    </message>
    <message>
        <source>share of the histogram peak</source>
        <translation>直方图峰值所占比例</translation>
    </message>
    <message>
        <source>image size along {axis}</source>
        <translation>沿 {axis} 的图像尺寸</translation>
    </message>
    <message>
        <source>image slice spacing</source>
        <translation>图像的切片间距</translation>
    </message>
    <message>
        <source>image slice thickness</source>
        <translation>图像的切片厚度</translation>
    </message>
    <message>
        <source>images</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>images loaded</source>
        <translation>已加载的图像</translation>
    </message>
    <message>
        <source>images with errors</source>
        <translation>有错误的图像</translation>
    </message>
    <message>
        <source>in-plane shift</source>
        <translation>平面内位移</translation>
    </message>
    <message>
        <source>in-plane shift in voxels</source>
        <translation>平面内位移（体素）</translation>
    </message>
    <message>
        <source>infinite values</source>
        <translation>无穷值</translation>
    </message>
    <message>
        <source>initial loss</source>
        <translation>初始损失</translation>
    </message>
    <message>
        <source>integer tolerance</source>
        <translation>整数容差</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>label maps</source>
        <translation>标签图</translation>
    </message>
    <message>
        <source>labelled voxels</source>
        <translation>有标签的体素</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>largest difference</source>
        <translation>最大差异</translation>
    </message>
    <message>
        <source>largest distance</source>
        <translation>最大距离</translation>
    </message>
    <message>
        <source>largest Hausdorff distance</source>
        <translation>最大 Hausdorff 距离</translation>
    </message>
    <message>
        <source>largest gap</source>
        <translation>最大间隙</translation>
    </message>
    <message>
        <source>largest gap in slices</source>
        <translation>最大间隙（切片数）</translation>
    </message>
    <message>
        <source>largest label</source>
        <translation>最大标签</translation>
    </message>
    <message>
        <source>last finite loss</source>
        <translation>最后一个有限损失</translation>
    </message>
    <message>
        <source>last loss</source>
        <translation>最后一个损失值</translation>
    </message>
    <message>
        <source>improvement over the last window</source>
        <translation>最后一个窗口内的改进</translation>
    </message>
    <message>
        <source>files left out</source>
        <translation>被排除的文件</translation>
    </message>
    <message>
        <source>images left out</source>
        <translation>被排除的图像</translation>
    </message>
    <message>
        <source>standard deviation of the logits</source>
        <translation>logits 的标准差</translation>
    </message>
    <message>
        <source>lowest similarity</source>
        <translation>最低相似度</translation>
    </message>
    <message>
        <source>image axis of mask axis {n}</source>
        <translation>掩膜第 {n} 轴对应的图像轴</translation>
    </message>
    <message>
        <source>mask size along {axis}</source>
        <translation>沿 {axis} 的掩膜尺寸</translation>
    </message>
    <message>
        <source>mask values that are not a class</source>
        <translation>不属于任何类别的掩膜值</translation>
    </message>
    <message>
        <source>matching lines</source>
        <translation>匹配的行</translation>
    </message>
    <message>
        <source>largest absolute difference</source>
        <translation>最大绝对差</translation>
    </message>
    <message>
        <source>largest axis angle</source>
        <translation>最大轴夹角</translation>
    </message>
    <message>
        <source>largest distance beyond the image</source>
        <translation>超出图像的最大距离</translation>
    </message>
    <message>
        <source>largest corner distance</source>
        <translation>最大角点距离</translation>
    </message>
    <message>
        <source>largest corner distance in voxels</source>
        <translation>最大角点距离（体素）</translation>
    </message>
    <message>
        <source>largest deviation</source>
        <translation>最大偏差</translation>
    </message>
    <message>
        <source>largest deviation in voxels</source>
        <translation>最大偏差（体素）</translation>
    </message>
    <message>
        <source>largest direction angle</source>
        <translation>最大方向夹角</translation>
    </message>
    <message>
        <source>largest distance in voxels</source>
        <translation>最大距离（体素）</translation>
    </message>
    <message>
        <source>largest offset</source>
        <translation>最大偏移</translation>
    </message>
    <message>
        <source>largest offset in voxels</source>
        <translation>最大偏移（体素）</translation>
    </message>
    <message>
        <source>peak memory used</source>
        <translation>峰值内存占用</translation>
    </message>
    <message>
        <source>largest spread</source>
        <translation>最大离散</translation>
    </message>
    <message>
        <source>largest value</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>mean Dice as delivered</source>
        <translation>交付时的平均 Dice</translation>
    </message>
    <message>
        <source>mean Dice once undone</source>
        <translation>撤销后的平均 Dice</translation>
    </message>
    <message>
        <source>mean difference</source>
        <translation>平均差</translation>
    </message>
    <message>
        <source>mean Dice</source>
        <translation>平均 Dice</translation>
    </message>
    <message>
        <source>measured cases</source>
        <translation>已测量的病例</translation>
    </message>
    <message>
        <source>measured 0.5th percentile</source>
        <translation>测得的第 0.5 百分位数</translation>
    </message>
    <message>
        <source>measured 99.5th percentile</source>
        <translation>测得的第 99.5 百分位数</translation>
    </message>
    <message>
        <source>measured spacing along {axis}</source>
        <translation>沿 {axis} 测得的间距</translation>
    </message>
    <message>
        <source>median difference</source>
        <translation>差值的中位数</translation>
    </message>
    <message>
        <source>smallest gap</source>
        <translation>最小间隙</translation>
    </message>
    <message>
        <source>smallest value</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>missing instances</source>
        <translation>缺失的实例</translation>
    </message>
    <message>
        <source>missing slices</source>
        <translation>缺失的切片</translation>
    </message>
    <message>
        <source>modules in training mode</source>
        <translation>处于训练模式的模块</translation>
    </message>
    <message>
        <source>NaN values</source>
        <translation>NaN 值</translation>
    </message>
    <message>
        <source>share of negative values</source>
        <translation>负值所占比例</translation>
    </message>
    <message>
        <source>share of non-finite values</source>
        <translation>非有限值所占比例</translation>
    </message>
    <message>
        <source>non-finite voxels</source>
        <translation>非有限体素</translation>
    </message>
    <message>
        <source>share of non-integer values at the boundary</source>
        <translation>边界处非整数值所占比例</translation>
    </message>
    <message>
        <source>share of non-integer values between two labels</source>
        <translation>两个标签之间非整数值所占比例</translation>
    </message>
    <message>
        <source>share of non-integer values between labels along {axis}</source>
        <translation>沿 {axis} 位于标签之间的非整数值所占比例</translation>
    </message>
    <message>
        <source>share of non-integer values</source>
        <translation>非整数值所占比例</translation>
    </message>
    <message>
        <source>share of non-integer values among non-zero voxels</source>
        <translation>非零体素中非整数值所占比例</translation>
    </message>
    <message>
        <source>non-integer voxels</source>
        <translation>非整数体素</translation>
    </message>
    <message>
        <source>non-finite values</source>
        <translation>非有限值</translation>
    </message>
    <message>
        <source>volumes with non-finite values</source>
        <translation>含非有限值的体积</translation>
    </message>
    <message>
        <source>share of voxels not summing to 1</source>
        <translation>和不为 1 的体素所占比例</translation>
    </message>
    <message>
        <source>voxels not summing to 1</source>
        <translation>和不为 1 的体素</translation>
    </message>
    <message>
        <source>offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>offset in voxels</source>
        <translation>偏移（体素）</translation>
    </message>
    <message>
        <source>offset in voxels along {axis}</source>
        <translation>沿 {axis} 的偏移（体素）</translation>
    </message>
    <message>
        <source>offset along {axis}</source>
        <translation>沿 {axis} 的偏移</translation>
    </message>
    <message>
        <source>distance between the origins</source>
        <translation>原点之间的距离</translation>
    </message>
    <message>
        <source>values out of range</source>
        <translation>超出范围的值</translation>
    </message>
    <message>
        <source>voxels out of range</source>
        <translation>超出范围的体素</translation>
    </message>
    <message>
        <source>outlier threshold</source>
        <translation>离群值阈值</translation>
    </message>
    <message>
        <source>overlapping share</source>
        <translation>重叠比例</translation>
    </message>
    <message>
        <source>overlapping voxels</source>
        <translation>重叠的体素</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>median 99th percentile in {split}</source>
        <translation>{split} 中第 99 百分位数的中位数</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>对</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>pairs of parts</source>
        <translation>部分对</translation>
    </message>
    <message>
        <source>patients</source>
        <translation>患者</translation>
    </message>
    <message>
        <source>pixdim[{n}]</source>
        <translation>pixdim[{n}]</translation>
    </message>
    <message>
        <source>first axis of the plane</source>
        <translation>平面的第一轴</translation>
    </message>
    <message>
        <source>second axis of the plane</source>
        <translation>平面的第二轴</translation>
    </message>
    <message>
        <source>plateau from</source>
        <translation>平台期起点</translation>
    </message>
    <message>
        <source>loss on the plateau</source>
        <translation>平台期的损失</translation>
    </message>
    <message>
        <source>pooled mean in {split}</source>
        <translation>{split} 中的合并均值</translation>
    </message>
    <message>
        <source>pooled standard deviation in {split}</source>
        <translation>{split} 中的合并标准差</translation>
    </message>
    <message>
        <source>probability tolerance</source>
        <translation>概率容差</translation>
    </message>
    <message>
        <source>memory in use by this process</source>
        <translation>本进程占用的内存</translation>
    </message>
    <message>
        <source>random operations</source>
        <translation>随机操作</translation>
    </message>
    <message>
        <source>referenced instances</source>
        <translation>被引用的实例</translation>
    </message>
    <message>
        <source>relative amplitude</source>
        <translation>相对幅度</translation>
    </message>
    <message>
        <source>relative difference</source>
        <translation>相对差异</translation>
    </message>
    <message>
        <source>requested memory</source>
        <translation>申请的内存</translation>
    </message>
    <message>
        <source>resampled axes</source>
        <translation>被重采样的轴</translation>
    </message>
    <message>
        <source>memory reserved by PyTorch</source>
        <translation>PyTorch 保留的内存</translation>
    </message>
    <message>
        <source>memory reserved but unallocated</source>
        <translation>已保留但未分配的内存</translation>
    </message>
    <message>
        <source>regions of interest</source>
        <translation>感兴趣区域</translation>
    </message>
    <message>
        <source>rotation angle</source>
        <translation>旋转角</translation>
    </message>
    <message>
        <source>rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>share of the boundary between two labels</source>
        <translation>两个标签之间的边界所占比例</translation>
    </message>
    <message>
        <source>voxels between two labels</source>
        <translation>两个标签之间的体素</translation>
    </message>
    <message>
        <source>SEG frame spacing</source>
        <translation>SEG 帧间距</translation>
    </message>
    <message>
        <source>series</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切</translation>
    </message>
    <message>
        <source>shift along {axis}</source>
        <translation>沿 {axis} 的位移</translation>
    </message>
    <message>
        <source>shrinkage</source>
        <translation>收缩</translation>
    </message>
    <message>
        <source>sign changes</source>
        <translation>符号变化</translation>
    </message>
    <message>
        <source>slice spacing</source>
        <translation>切片间距</translation>
    </message>
    <message>
        <source>spacing difference along {direction}</source>
        <translation>沿{direction}方向的间距差</translation>
    </message>
    <message>
        <source>differences in the specification</source>
        <translation>规格中的差异</translation>
    </message>
    <message>
        <source>volumes in the split</source>
        <translation>该划分中的体积</translation>
    </message>
    <message>
        <source>stated upper bound</source>
        <translation>声明的上限</translation>
    </message>
    <message>
        <source>stated lower bound</source>
        <translation>声明的下限</translation>
    </message>
    <message>
        <source>stated output maximum</source>
        <translation>声明的输出最大值</translation>
    </message>
    <message>
        <source>stated output minimum</source>
        <translation>声明的输出最小值</translation>
    </message>
    <message>
        <source>stated spacing along {axis}</source>
        <translation>沿 {axis} 声明的间距</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>sum tolerance</source>
        <translation>求和容差</translation>
    </message>
    <message>
        <source>suspected pairs</source>
        <translation>可疑的对</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>tilt angle</source>
        <translation>倾斜角</translation>
    </message>
    <message>
        <source>time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>total GPU memory</source>
        <translation>GPU 总内存</translation>
    </message>
    <message>
        <source>total variation</source>
        <translation>总变差</translation>
    </message>
    <message>
        <source>voxels in total</source>
        <translation>体素总数</translation>
    </message>
    <message>
        <source>training loss drop after the best point</source>
        <translation>最佳点之后训练损失的下降</translation>
    </message>
    <message>
        <source>training loss improvement</source>
        <translation>训练损失的改进</translation>
    </message>
    <message>
        <source>memory asked for</source>
        <translation>请求分配的内存</translation>
    </message>
    <message>
        <source>typical difference</source>
        <translation>典型差异</translation>
    </message>
    <message>
        <source>typical gap</source>
        <translation>典型间隙</translation>
    </message>
    <message>
        <source>share of unexpected values</source>
        <translation>意外值所占比例</translation>
    </message>
    <message>
        <source>unexpected values</source>
        <translation>意外的值</translation>
    </message>
    <message>
        <source>voxels with unexpected values</source>
        <translation>具有意外值的体素</translation>
    </message>
    <message>
        <source>unreadable files</source>
        <translation>无法读取的文件</translation>
    </message>
    <message>
        <source>unusable values</source>
        <translation>不可用的值</translation>
    </message>
    <message>
        <source>validation loss improvement</source>
        <translation>验证损失的改进</translation>
    </message>
    <message>
        <source>validation loss rise</source>
        <translation>验证损失的上升</translation>
    </message>
    <message>
        <source>value domain differs</source>
        <translation>值域不同</translation>
    </message>
    <message>
        <source>volume labelled 255</source>
        <translation>标记为 255 的体积</translation>
    </message>
    <message>
        <source>volumes</source>
        <translation>体积</translation>
    </message>
    <message>
        <source>min-max scaled volumes in {split}</source>
        <translation>{split} 中经 min-max 缩放的体积</translation>
    </message>
    <message>
        <source>standardised volumes in {split}</source>
        <translation>{split} 中经标准化的体积</translation>
    </message>
    <message>
        <source>volumes with an identity</source>
        <translation>有身份信息的体积</translation>
    </message>
    <message>
        <source>volumes with a thumbnail</source>
        <translation>有缩略图的体积</translation>
    </message>
    <message>
        <source>volumes without an identity</source>
        <translation>无身份信息的体积</translation>
    </message>
    <message>
        <source>volumes in {split}</source>
        <translation>{split} 中的体积</translation>
    </message>
    <message>
        <source>voxel axis</source>
        <translation>体素轴</translation>
    </message>
    <message>
        <source>voxel volume</source>
        <translation>体素体积</translation>
    </message>
    <message>
        <source>voxels</source>
        <translation>体素</translation>
    </message>
    <message>
        <source>voxels labelled 255</source>
        <translation>标记为 255 的体素</translation>
    </message>
    <message>
        <source>voxels beyond the image</source>
        <translation>超出图像的体素</translation>
    </message>
    <message>
        <source>voxels that differ</source>
        <translation>不同的体素</translation>
    </message>
    <message>
        <source>worst class</source>
        <translation>最差的类别</translation>
    </message>
    <message>
        <source>disagreement in the worst class</source>
        <translation>最差类别中的不一致</translation>
    </message>
    <message>
        <source>Cohen&apos;s d of {feature}</source>
        <translation>{feature}的 Cohen&apos;s d</translation>
    </message>
    <message>
        <source>Kolmogorov-Smirnov D of {feature}</source>
        <translation>{feature}的 Kolmogorov-Smirnov D</translation>
    </message>
    <message>
        <source>median {feature} in {split}</source>
        <translation>{split} 中{feature}的中位数</translation>
    </message>
    <message>
        <source>Wasserstein distance of {feature}</source>
        <translation>{feature}的 Wasserstein 距离</translation>
    </message>
    <message>
        <source>{what} offset in voxels by {tool}</source>
        <translation>{tool} 读取的{what}偏移（体素）</translation>
    </message>
    <message>
        <source>{what} offset by {tool}</source>
        <translation>{tool} 读取的{what}偏移</translation>
    </message>
    <message>
        <source>{tool} refuses the {what}</source>
        <translation>{tool} 拒绝读取{what}</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>强度</translation>
    </message>
    <message>
        <source>mean intensity</source>
        <translation>平均强度</translation>
    </message>
    <message>
        <source>intensity standard deviation</source>
        <translation>强度标准差</translation>
    </message>
    <message>
        <source>1st intensity percentile</source>
        <translation>强度的第 1 百分位数</translation>
    </message>
    <message>
        <source>median intensity</source>
        <translation>强度中位数</translation>
    </message>
    <message>
        <source>99th intensity percentile</source>
        <translation>强度的第 99 百分位数</translation>
    </message>
    <message>
        <source>smallest intensity</source>
        <translation>最小强度</translation>
    </message>
    <message>
        <source>largest intensity</source>
        <translation>最大强度</translation>
    </message>
    <message>
        <source>share of zero voxels</source>
        <translation>零值体素所占比例</translation>
    </message>
    <message>
        <source>spacing along x</source>
        <translation>沿 x 的间距</translation>
    </message>
    <message>
        <source>spacing along y</source>
        <translation>沿 y 的间距</translation>
    </message>
    <message>
        <source>spacing along z</source>
        <translation>沿 z 的间距</translation>
    </message>
    <message>
        <source>size along x</source>
        <translation>沿 x 的尺寸</translation>
    </message>
    <message>
        <source>size along y</source>
        <translation>沿 y 的尺寸</translation>
    </message>
    <message>
        <source>size along z</source>
        <translation>沿 z 的尺寸</translation>
    </message>
</context>
<context>
    <name>MeasurementUnit</name>
    <message>
        <source>{value} voxels</source>
        <translation>{value} 个体素</translation>
    </message>
    <message>
        <source>{value} values</source>
        <translation>{value} 个值</translation>
    </message>
    <message>
        <source>{value} (fraction)</source>
        <translation>{value}（比例）</translation>
    </message>
    <message>
        <source>{value} classes</source>
        <translation>{value} 个类别</translation>
    </message>
    <message>
        <source>{value} (probability)</source>
        <translation>{value}（概率）</translation>
    </message>
    <message>
        <source>{value} nats</source>
        <translation>{value} 奈特</translation>
    </message>
    <message>
        <source>{value} (model output units)</source>
        <translation>{value}（模型输出单位）</translation>
    </message>
    <message>
        <source>{value} mm</source>
        <translation>{value} mm</translation>
    </message>
    <message>
        <source>{value} mm²</source>
        <translation>{value} mm²</translation>
    </message>
    <message>
        <source>{value} mm³</source>
        <translation>{value} mm³</translation>
    </message>
    <message>
        <source>{value} ml</source>
        <translation>{value} ml</translation>
    </message>
    <message>
        <source>{value}°</source>
        <translation>{value}°</translation>
    </message>
    <message>
        <source>{value} s</source>
        <translation>{value} 秒</translation>
    </message>
    <message>
        <source>{value} GiB</source>
        <translation>{value} GiB</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>{value} (bitmask: 1 = i, 2 = j, 4 = k)</source>
        <translation>{value}（位掩码：1 = i，2 = j，4 = k）</translation>
    </message>
    <message>
        <source>step {value}</source>
        <translation>第 {value} 步</translation>
    </message>
    <message>
        <source>epoch {value}</source>
        <translation>第 {value} 轮</translation>
    </message>
    <message>
        <source>row {value}</source>
        <translation>第 {value} 行</translation>
    </message>
</context>
<context>
    <name>Metric</name>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>IoU</source>
        <translation>IoU</translation>
    </message>
    <message>
        <source>HD (mm)</source>
        <translation>HD（mm）</translation>
    </message>
    <message>
        <source>HD95 (mm)</source>
        <translation>HD95（mm）</translation>
    </message>
    <message>
        <source>ASSD (mm)</source>
        <translation>ASSD（mm）</translation>
    </message>
    <message>
        <source>NSD</source>
        <translation>NSD</translation>
    </message>
    <message>
        <source>Volume difference (ml)</source>
        <translation>体积差（ml）</translation>
    </message>
    <message>
        <source>|Volume difference| (ml)</source>
        <translation>|体积差|（ml）</translation>
    </message>
    <message>
        <source>Lesion F1</source>
        <translation>病灶 F1</translation>
    </message>
</context>
<context>
    <name>Note</name>
    <message>
        <source>out of memory on {device}: the input stays in host memory</source>
        <translation>{device} 内存不足：输入保留在主机内存中</translation>
    </message>
    <message>
        <source>the blending sums did not fit on {device}; they were kept in host memory</source>
        <translation>混合累加和在 {device} 上放不下；已保存在主机内存中</translation>
    </message>
    <message>
        <source>batch {batch} ran out of memory on {device}; used {smaller}</source>
        <translation>批大小 {batch} 在 {device} 上内存不足；改用 {smaller}</translation>
    </message>
    <message>
        <source>case {case}: the mask was put on the preprocessed image grid (nearest, through world space)</source>
        <translation>病例 {case}：掩膜已放到预处理后的图像网格上（最近邻，经由世界坐标）</translation>
    </message>
    <message>
        <source>CPU, 1 thread</source>
        <translation>CPU，1 个线程</translation>
    </message>
    <message>
        <source>CPU, {threads} threads</source>
        <translation>CPU，{threads} 个线程</translation>
    </message>
    <message>
        <source>CUDA device 0 of {count}</source>
        <translation>CUDA 设备 0（共 {count} 个）</translation>
    </message>
    <message>
        <source>no CUDA</source>
        <translation>无 CUDA</translation>
    </message>
    <message>
        <source>{count} CUDA device(s)</source>
        <translation>{count} 个 CUDA 设备</translation>
    </message>
    <message>
        <source>{count} CUDA device(s), cuDNN</source>
        <translation>{count} 个 CUDA 设备，cuDNN</translation>
    </message>
    <message>
        <source>ITK-SNAP label description</source>
        <translation>ITK-SNAP 标签描述</translation>
    </message>
    <message>
        <source>Slicer colour table</source>
        <translation>Slicer 颜色表</translation>
    </message>
    <message>
        <source>index-name text</source>
        <translation>索引-名称文本</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>已读取</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>正在读取</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>正在写入</translation>
    </message>
    <message>
        <source>decompressing</source>
        <translation>正在解压</translation>
    </message>
    <message>
        <source>Reading {name}</source>
        <translation>正在读取 {name}</translation>
    </message>
    <message>
        <source>Reading header</source>
        <translation>正在读取文件头</translation>
    </message>
    <message>
        <source>Reading voxels</source>
        <translation>正在读取体素</translation>
    </message>
    <message>
        <source>Reading arrays</source>
        <translation>正在读取数组</translation>
    </message>
    <message>
        <source>Reading DICOM headers</source>
        <translation>正在读取 DICOM 头信息</translation>
    </message>
    <message>
        <source>Reading the SEG</source>
        <translation>正在读取 SEG</translation>
    </message>
    <message>
        <source>Reading the RTSTRUCT</source>
        <translation>正在读取 RTSTRUCT</translation>
    </message>
    <message>
        <source>Placing</source>
        <translation>正在放置</translation>
    </message>
    <message>
        <source>Loading image files</source>
        <translation>正在加载图像文件</translation>
    </message>
    <message>
        <source>Writing {name}</source>
        <translation>正在写入 {name}</translation>
    </message>
    <message>
        <source>Writing DICOM</source>
        <translation>正在写入 DICOM</translation>
    </message>
    <message>
        <source>Writing NIfTI</source>
        <translation>正在写入 NIfTI</translation>
    </message>
    <message>
        <source>writing the file</source>
        <translation>正在写入文件</translation>
    </message>
    <message>
        <source>rendering the report</source>
        <translation>正在生成报告</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>edges</source>
        <translation>边缘</translation>
    </message>
    <message>
        <source>references</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>leakage</source>
        <translation>数据泄漏</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>parity</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>determinism</source>
        <translation>确定性</translation>
    </message>
    <message>
        <source>preparing the batch</source>
        <translation>正在准备批次</translation>
    </message>
    <message>
        <source>capturing activations</source>
        <translation>正在捕获激活值</translation>
    </message>
    <message>
        <source>traced training constants</source>
        <translation>追踪中固化的训练常量</translation>
    </message>
    <message>
        <source>compare {case}</source>
        <translation>比较 {case}</translation>
    </message>
    <message>
        <source>Pictures of {case}</source>
        <translation>{case} 的图片</translation>
    </message>
    <message>
        <source>Picturing {name}</source>
        <translation>正在生成 {name} 的图片</translation>
    </message>
    <message>
        <source>Listing {split}</source>
        <translation>正在列出 {split}</translation>
    </message>
    <message>
        <source>Listing files</source>
        <translation>正在列出文件</translation>
    </message>
    <message>
        <source>Listing splits</source>
        <translation>正在列出数据划分</translation>
    </message>
    <message>
        <source>Listing the CSV&apos;s cases</source>
        <translation>正在列出 CSV 中的病例</translation>
    </message>
    <message>
        <source>Fingerprinting volumes</source>
        <translation>正在计算体数据指纹</translation>
    </message>
    <message>
        <source>Finding the broken file</source>
        <translation>正在查找损坏的文件</translation>
    </message>
    <message>
        <source>Building the demo phantom</source>
        <translation>正在构建演示体模</translation>
    </message>
    <message>
        <source>Writing the demo model</source>
        <translation>正在写入演示模型</translation>
    </message>
    <message>
        <source>Demo study written</source>
        <translation>演示检查已写入</translation>
    </message>
    <message>
        <source>Demo splits written</source>
        <translation>演示数据划分已写入</translation>
    </message>
    <message>
        <source>Demo runs written</source>
        <translation>演示运行已写入</translation>
    </message>
    <message>
        <source>Reading DICOM pixels</source>
        <translation>正在读取 DICOM 像素</translation>
    </message>
    <message>
        <source>Comparing embeddings</source>
        <translation>正在比较嵌入向量</translation>
    </message>
    <message>
        <source>Screening for near-duplicates</source>
        <translation>正在筛查近似重复</translation>
    </message>
    <message>
        <source>candidates</source>
        <translation>候选项</translation>
    </message>
    <message>
        <source>compare cases</source>
        <translation>正在比较病例</translation>
    </message>
    <message>
        <source>checking the labels</source>
        <translation>正在检查标签</translation>
    </message>
    <message>
        <source>planning the frames</source>
        <translation>正在规划帧</translation>
    </message>
    <message>
        <source>adding the frames</source>
        <translation>正在添加帧</translation>
    </message>
    <message>
        <source>encoding the SEG</source>
        <translation>正在编码 SEG</translation>
    </message>
    <message>
        <source>packing the pixels</source>
        <translation>正在打包像素</translation>
    </message>
    <message>
        <source>reorient</source>
        <translation>重定向</translation>
    </message>
    <message>
        <source>resample</source>
        <translation>重采样</translation>
    </message>
    <message>
        <source>clip</source>
        <translation>截断</translation>
    </message>
    <message>
        <source>window</source>
        <translation>窗口化</translation>
    </message>
    <message>
        <source>normalise</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>crop_pad</source>
        <translation>裁剪/填充</translation>
    </message>
    <message>
        <source>crop_foreground</source>
        <translation>裁剪到前景</translation>
    </message>
    <message>
        <source>cast</source>
        <translation>类型转换</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>run A</source>
        <translation>运行 A</translation>
    </message>
    <message>
        <source>with one part switched off</source>
        <translation>关闭其中一部分后</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>voxels whose label changes</source>
        <translation>标签发生变化的体素</translation>
    </message>
    <message>
        <source>voxels</source>
        <translation>体素</translation>
    </message>
    <message>
        <source>voxels whose label changes once run in eval mode</source>
        <translation>以 eval 模式运行后标签发生变化的体素</translation>
    </message>
    <message>
        <source>largest output change once run in eval mode</source>
        <translation>以 eval 模式运行后输出的最大变化</translation>
    </message>
    <message>
        <source>run B</source>
        <translation>运行 B</translation>
    </message>
    <message>
        <source>Backend settings</source>
        <translation>后端设置</translation>
    </message>
    <message>
        <source>output depends on the rest of the batch</source>
        <translation>输出取决于批次中的其他样本</translation>
    </message>
    <message>
        <source>largest output change with another batch</source>
        <translation>换一个批次时输出的最大变化</translation>
    </message>
    <message>
        <source>batch test</source>
        <translation>批次测试</translation>
    </message>
    <message>
        <source>batch test run</source>
        <translation>批次测试运行</translation>
    </message>
    <message>
        <source>batch test skipped because</source>
        <translation>批次测试被跳过，原因是</translation>
    </message>
    <message>
        <source>operations using batch statistics</source>
        <translation>使用批次统计量的操作</translation>
    </message>
    <message>
        <source>Dice to the training run after the best swap</source>
        <translation>最佳交换后与训练运行的 Dice</translation>
    </message>
    <message>
        <source>share recovered by the best swap</source>
        <translation>最佳交换恢复的比例</translation>
    </message>
    <message>
        <source>bit-identical</source>
        <translation>逐位一致</translation>
    </message>
    <message>
        <source>buffers</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>捕获</translation>
    </message>
    <message>
        <source>cases</source>
        <translation>病例</translation>
    </message>
    <message>
        <source>causes</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>channel</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>voxels per class in A</source>
        <translation>A 中每个类别的体素数</translation>
    </message>
    <message>
        <source>voxels per class in B</source>
        <translation>B 中每个类别的体素数</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>classes affected</source>
        <translation>受影响的类别</translation>
    </message>
    <message>
        <source>comparable</source>
        <translation>可比</translation>
    </message>
    <message>
        <source>comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>bit-identical with constant folding off</source>
        <translation>关闭常量折叠后逐位一致</translation>
    </message>
    <message>
        <source>run with constant folding off</source>
        <translation>关闭常量折叠的运行</translation>
    </message>
    <message>
        <source>constant folding test skipped because</source>
        <translation>常量折叠测试被跳过，原因是</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU 线程</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>cuDNN benchmark mode (picks kernels by speed)</source>
        <translation>cuDNN benchmark 模式（按速度选择内核）</translation>
    </message>
    <message>
        <source>cuDNN deterministic kernels</source>
        <translation>cuDNN 确定性内核</translation>
    </message>
    <message>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>share of units that never activate</source>
        <translation>从不激活的单元比例</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>PyTorch deterministic algorithms</source>
        <translation>PyTorch 确定性算法</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>偏差</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Dice + cross-entropy loss</source>
        <translation>Dice + 交叉熵损失</translation>
    </message>
    <message>
        <source>Dice to the training-mode output</source>
        <translation>与训练模式输出的 Dice</translation>
    </message>
    <message>
        <source>disagreement</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>dropout</source>
        <translation>dropout</translation>
    </message>
    <message>
        <source>data type</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>data types</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>bin edges</source>
        <translation>bin 边界</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>元素</translation>
    </message>
    <message>
        <source>eval-mode reruns bit-identical</source>
        <translation>eval 模式重复运行逐位一致</translation>
    </message>
    <message>
        <source>largest difference between eval-mode reruns</source>
        <translation>eval 模式重复运行之间的最大差异</translation>
    </message>
    <message>
        <source>Train vs eval mode</source>
        <translation>训练模式与 eval 模式</translation>
    </message>
    <message>
        <source>eval-mode reruns</source>
        <translation>eval 模式重复运行</translation>
    </message>
    <message>
        <source>expected loss at the start (ln of the class count)</source>
        <translation>开始时的期望损失（类别数的 ln）</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>exploding gradients (absolute limit)</source>
        <translation>梯度爆炸（绝对阈值）</translation>
    </message>
    <message>
        <source>exploding gradient size</source>
        <translation>爆炸梯度的大小</translation>
    </message>
    <message>
        <source>exploding gradients (relative to the median)</source>
        <translation>梯度爆炸（相对于中位数）</translation>
    </message>
    <message>
        <source>file size</source>
        <translation>文件大小</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>file format version</source>
        <translation>文件格式版本</translation>
    </message>
    <message>
        <source>Dice at the end</source>
        <translation>结束时的 Dice</translation>
    </message>
    <message>
        <source>loss at the end</source>
        <translation>结束时的损失</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>first operation with a NaN or infinity (in run order)</source>
        <translation>第一个出现 NaN 或无穷值的操作（按运行顺序）</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>stored column-major (Fortran order)</source>
        <translation>按列优先存储（Fortran 顺序）</translation>
    </message>
    <message>
        <source>forward signature</source>
        <translation>forward 签名</translation>
    </message>
    <message>
        <source>share of zeros</source>
        <translation>零值比例</translation>
    </message>
    <message>
        <source>frozen parameters</source>
        <translation>被冻结的参数</translation>
    </message>
    <message>
        <source>frozen tensors</source>
        <translation>被冻结的张量</translation>
    </message>
    <message>
        <source>gradient norm</source>
        <translation>梯度范数</translation>
    </message>
    <message>
        <source>histogram</source>
        <translation>直方图</translation>
    </message>
    <message>
        <source>infinite values</source>
        <translation>无穷值</translation>
    </message>
    <message>
        <source>loss at the start</source>
        <translation>开始时的损失</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>input voxels that are NaN or infinite</source>
        <translation>为 NaN 或无穷值的输入体素</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>voxels whose label differs from the training-mode output</source>
        <translation>标签与训练模式输出不同的体素</translation>
    </message>
    <message>
        <source>label entropy</source>
        <translation>标签熵</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>位</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>LibTorch version</source>
        <translation>LibTorch 版本</translation>
    </message>
    <message>
        <source>mean logit</source>
        <translation>logit 均值</translation>
    </message>
    <message>
        <source>logit standard deviation</source>
        <translation>logit 标准差</translation>
    </message>
    <message>
        <source>looks like</source>
        <translation>看起来像</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>loss function</source>
        <translation>损失函数</translation>
    </message>
    <message>
        <source>maps</source>
        <translation>图</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>largest absolute difference</source>
        <translation>最大绝对差</translation>
    </message>
    <message>
        <source>largest difference to the training-mode output</source>
        <translation>与训练模式输出的最大差异</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>mean absolute difference</source>
        <translation>平均绝对差</translation>
    </message>
    <message>
        <source>mean Dice</source>
        <translation>平均 Dice</translation>
    </message>
    <message>
        <source>mean of the highest class probability</source>
        <translation>最高类别概率的均值</translation>
    </message>
    <message>
        <source>median gradient norm</source>
        <translation>梯度范数中位数</translation>
    </message>
    <message>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>module</source>
        <translation>模块</translation>
    </message>
    <message>
        <source>module type</source>
        <translation>模块类型</translation>
    </message>
    <message>
        <source>modules</source>
        <translation>模块</translation>
    </message>
    <message>
        <source>modules left in training mode</source>
        <translation>仍处于训练模式的模块</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>named modules</source>
        <translation>具名模块</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>NaN values</source>
        <translation>NaN 值</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>NaN or infinite values</source>
        <translation>NaN 或无穷值</translation>
    </message>
    <message>
        <source>nondeterministic kernel</source>
        <translation>非确定性内核</translation>
    </message>
    <message>
        <source>output with NaN or infinity</source>
        <translation>含 NaN 或无穷值的输出</translation>
    </message>
    <message>
        <source>share of NaN or infinite values</source>
        <translation>NaN 或无穷值的比例</translation>
    </message>
    <message>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>optimiser</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>run order</source>
        <translation>运行顺序</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>largest absolute output</source>
        <translation>最大绝对输出</translation>
    </message>
    <message>
        <source>output requires gradients</source>
        <translation>输出需要梯度</translation>
    </message>
    <message>
        <source>outputs look like probabilities (already softmaxed)</source>
        <translation>输出看起来像概率（已做过 softmax）</translation>
    </message>
    <message>
        <source>own parameters</source>
        <translation>自身参数</translation>
    </message>
    <message>
        <source>parameter norm</source>
        <translation>参数范数</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>patch</source>
        <translation>图块</translation>
    </message>
    <message>
        <source>patch shape</source>
        <translation>图块形状</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>random operations</source>
        <translation>随机操作</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>reads the training flag</source>
        <translation>读取 training 标志</translation>
    </message>
    <message>
        <source>share recovered</source>
        <translation>恢复的比例</translation>
    </message>
    <message>
        <source>repeats</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>steps asked for</source>
        <translation>要求的步数</translation>
    </message>
    <message>
        <source>requires gradients</source>
        <translation>需要梯度</translation>
    </message>
    <message>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>share of saturated outputs</source>
        <translation>饱和输出的比例</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>skipped because</source>
        <translation>跳过原因</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>source modules</source>
        <translation>来源模块</translation>
    </message>
    <message>
        <source>differences between the specs</source>
        <translation>规范之间的差异</translation>
    </message>
    <message>
        <source>differences in the statistics</source>
        <translation>统计量的差异</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>standard deviation</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>stopped because</source>
        <translation>停止原因</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>tensor A</source>
        <translation>张量 A</translation>
    </message>
    <message>
        <source>tensor B</source>
        <translation>张量 B</translation>
    </message>
    <message>
        <source>test preprocessing spec</source>
        <translation>测试预处理规范</translation>
    </message>
    <message>
        <source>TF32 in cuDNN convolutions (faster, less exact)</source>
        <translation>cuDNN 卷积中的 TF32（更快，但精度较低）</translation>
    </message>
    <message>
        <source>TF32 in matrix products (faster, less exact)</source>
        <translation>矩阵乘法中的 TF32（更快，但精度较低）</translation>
    </message>
    <message>
        <source>thresholds</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Traced in training mode</source>
        <translation>在训练模式下 trace</translation>
    </message>
    <message>
        <source>traced in training mode</source>
        <translation>在训练模式下 trace</translation>
    </message>
    <message>
        <source>operations traced in training mode</source>
        <translation>在训练模式下 trace 的操作</translation>
    </message>
    <message>
        <source>voxels whose label changes without constant folding</source>
        <translation>不做常量折叠时标签发生变化的体素</translation>
    </message>
    <message>
        <source>largest output change without constant folding</source>
        <translation>不做常量折叠时输出的最大变化</translation>
    </message>
    <message>
        <source>training preprocessing spec</source>
        <translation>训练预处理规范</translation>
    </message>
    <message>
        <source>voxels whose label changes between train and eval mode</source>
        <translation>训练模式与 eval 模式之间标签发生变化的体素</translation>
    </message>
    <message>
        <source>largest output change between train and eval mode</source>
        <translation>训练模式与 eval 模式之间输出的最大变化</translation>
    </message>
    <message>
        <source>mean Dice between train- and eval-mode labels</source>
        <translation>训练模式与 eval 模式标签之间的平均 Dice</translation>
    </message>
    <message>
        <source>voxels whose output differs between train and eval mode</source>
        <translation>训练模式与 eval 模式之间输出不同的体素</translation>
    </message>
    <message>
        <source>trainable tensors</source>
        <translation>可训练张量</translation>
    </message>
    <message>
        <source>trainable parameters</source>
        <translation>可训练参数</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>in training mode</source>
        <translation>处于训练模式</translation>
    </message>
    <message>
        <source>modules in training mode</source>
        <translation>处于训练模式的模块</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>values that differ</source>
        <translation>不同的值</translation>
    </message>
    <message>
        <source>vanishing gradients (relative to the median)</source>
        <translation>梯度消失（相对于中位数）</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>voxels that differ</source>
        <translation>不同的体素</translation>
    </message>
</context>
<context>
    <name>PairVolumes</name>
    <message>
        <source>The audit has no record %1.</source>
        <translation>审计中没有记录 %1。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>PathField</name>
    <message>
        <source>Choose a folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
</context>
<context>
    <name>Plane</name>
    <message>
        <source>axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <source>coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <source>sagittal</source>
        <translation>矢状位</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 holds no image.</source>
        <translation>%1 不含图像。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Note:</source>
        <translation>注意：</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>OK:</source>
        <translation>正常：</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建于</translation>
    </message>
    <message>
        <source>Page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>第 {page} 页，共 {pages} 页</translation>
    </message>
    <message>
        <source>Figure {number}</source>
        <translation>图 {number}</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>划分</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>体积</translation>
    </message>
    <message>
        <source>Unreadable files</source>
        <translation>无法读取的文件</translation>
    </message>
    <message>
        <source>Suspected pairs</source>
        <translation>可疑配对</translation>
    </message>
    <message>
        <source>Parity comparisons flagged</source>
        <translation>被标记的一致性比较</translation>
    </message>
    <message>
        <source>Training-side references</source>
        <translation>训练侧参考</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Every finding of the audit, leakage first</source>
        <translation>审计的所有发现，泄漏优先</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Suggested fix</source>
        <translation>建议的修复</translation>
    </message>
    <message>
        <source>The audit made no finding.</source>
        <translation>审计没有任何发现。</translation>
    </message>
    <message>
        <source>No volume of one split matches a volume of another, by identity, voxels or content.</source>
        <translation>没有任何划分中的体积在身份、体素或内容上与另一划分中的体积匹配。</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>划分</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>病例</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>相似度</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>The suspected pairs, side by side</source>
        <translation>可疑配对的并排对比</translation>
    </message>
    <message>
        <source>Pictures were not asked for: the raw files were not read.</source>
        <translation>未要求生成图片：未读取原始文件。</translation>
    </message>
    <message>
        <source>Preprocessing parity</source>
        <translation>预处理一致性</translation>
    </message>
    <message>
        <source>No split pair had volumes on both sides to compare.</source>
        <translation>没有任何一对划分在两侧都有可比较的体积。</translation>
    </message>
    <message>
        <source>Orientation, type and acquisition</source>
        <translation>方向、类型和采集</translation>
    </message>
    <message>
        <source>Volumes per value, per split</source>
        <translation>各划分中每种取值的体积数</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Intensity histograms per split (each volume weighted equally)</source>
        <translation>各划分的强度直方图（每个体积权重相同）</translation>
    </message>
    <message>
        <source>Distributions per split</source>
        <translation>各划分的分布</translation>
    </message>
    <message>
        <source>No split has a volume to plot.</source>
        <translation>没有任何划分含可绘制的体积。</translation>
    </message>
    <message>
        <source>Stated value</source>
        <translation>声明值</translation>
    </message>
    <message>
        <source>Every image file found was read.</source>
        <translation>找到的每个图像文件都已读取。</translation>
    </message>
    <message>
        <source>Left out of the audit, with the reader&apos;s reason</source>
        <translation>被排除在审计之外的文件，以及读取器给出的原因</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Dataset audit</source>
        <translation>数据集审计</translation>
    </message>
    <message>
        <source>Identifiers</source>
        <translation>标识</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Each run against the truth, over all cases (a run&apos;s failures scored as the worst value: Dice 0, distances at the image diagonal), then over the comparable cases</source>
        <translation>每次运行相对于金标准的结果，先在所有病例上（运行失败按最差值计分：Dice 为 0，距离取图像对角线长度），再在可比病例上</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Agreement between the runs (no truth), over all cases (a run&apos;s failure scored as no agreement), then over the comparable cases</source>
        <translation>各次运行之间的一致性（无金标准），先在所有病例上（运行失败计为完全不一致），再在可比病例上</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Is one run better?</source>
        <translation>是否有一次运行更好？</translation>
    </message>
    <message>
        <source>Without a ground truth, the runs can only be compared with each other: the agreement above says how much they differ, not which is right.</source>
        <translation>没有金标准时，各次运行只能相互比较：上面的一致性说明它们相差多少，而不能说明哪个正确。</translation>
    </message>
    <message>
        <source>No metric differs significantly between the runs.</source>
        <translation>各次运行之间没有任何指标存在显著差异。</translation>
    </message>
    <message>
        <source>Mean A</source>
        <translation>均值 A</translation>
    </message>
    <message>
        <source>Mean B</source>
        <translation>均值 B</translation>
    </message>
    <message>
        <source>B - A</source>
        <translation>B - A</translation>
    </message>
    <message>
        <source>Wilcoxon p</source>
        <translation>Wilcoxon p</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Comparable B - A</source>
        <translation>可比病例 B - A</translation>
    </message>
    <message>
        <source>Comparable verdict</source>
        <translation>可比病例结论</translation>
    </message>
    <message>
        <source>Distributions</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Worst slice</source>
        <translation>最差切片</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Dice between</source>
        <translation>两者之间的 Dice</translation>
    </message>
    <message>
        <source>Failed cases</source>
        <translation>失败的病例</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Every case was read and every file was on its case&apos;s grid.</source>
        <translation>每个病例都已读取，且每个文件都位于其病例的网格上。</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>金标准</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>病例</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>NSD tolerance</source>
        <translation>NSD 容差</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Run comparison</source>
        <translation>运行比较</translation>
    </message>
    <message>
        <source>Cases missing from an input (kept: a run&apos;s missing case is its failure)</source>
        <translation>输入中缺失的病例（保留：运行缺失的病例算作该运行的失败）</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Missing cases</source>
        <translation>缺失的病例</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Where the runs disagree most</source>
        <translation>各次运行分歧最大之处</translation>
    </message>
    <message>
        <source>No reliable case was measured for both runs.</source>
        <translation>没有任何可靠的病例在两次运行中都被测量。</translation>
    </message>
    <message>
        <source>The worst cases, slice by slice</source>
        <translation>最差病例，逐切片</translation>
    </message>
    <message>
        <source>Loss while overfitting one batch</source>
        <translation>过拟合单个批次时的损失</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>The experiment&apos;s numbers.</source>
        <translation>实验的数字。</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Experiments run</source>
        <translation>已运行的实验</translation>
    </message>
    <message>
        <source>Verification gates passed</source>
        <translation>已通过的验证关卡</translation>
    </message>
    <message>
        <source>Symptom</source>
        <translation>症状</translation>
    </message>
    <message>
        <source>In the user&apos;s words</source>
        <translation>用户的描述</translation>
    </message>
    <message>
        <source>What they were doing</source>
        <translation>当时在做什么</translation>
    </message>
    <message>
        <source>What changed recently</source>
        <translation>最近有什么变化</translation>
    </message>
    <message>
        <source>Hypotheses in priority order</source>
        <translation>按优先级排列的假设</translation>
    </message>
    <message>
        <source>Likelihood: the prior from the knowledge base, updated by each verdict (supported x8, refuted x0.05) and normalised.</source>
        <translation>似然：来自知识库的先验，经每个判定更新（支持 x8，否定 x0.05）并归一化。</translation>
    </message>
    <message>
        <source>Hypothesis</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>先验</translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation>似然</translation>
    </message>
    <message>
        <source>Experiment that can falsify it</source>
        <translation>可以证伪它的实验</translation>
    </message>
    <message>
        <source>Diagnostic steps taken</source>
        <translation>已采取的诊断步骤</translation>
    </message>
    <message>
        <source>No experiment has been run yet.</source>
        <translation>尚未运行任何实验。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>开始时间（UTC）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Each candidate cause, undone on the mask and measured (Dice with the reference when given, else the image-edge score of the mask boundary; 1 = the image&apos;s mean gradient).</source>
        <translation>对掩膜逐一撤销每个候选原因并测量（给出参考时为与参考的 Dice，否则为掩膜边界的图像边缘得分；1 = 图像的平均梯度）。</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候选原因</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>幅度</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Form used</source>
        <translation>使用的形式</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>The picture is not a plain file (a folder, a pipe or a device).</source>
        <translation>该图片不是普通文件（是文件夹、管道或设备）。</translation>
    </message>
    <message>
        <source>No evidence has been recorded yet.</source>
        <translation>尚未记录任何证据。</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Quick wins, and what to do if they fail</source>
        <translation>快速解决办法，以及它们无效时该怎么做</translation>
    </message>
    <message>
        <source>Quick wins:</source>
        <translation>快速解决办法：</translation>
    </message>
    <message>
        <source>If they fail:</source>
        <translation>如果无效：</translation>
    </message>
    <message>
        <source>Verification gates</source>
        <translation>验证关卡</translation>
    </message>
    <message>
        <source>An investigation is closed when all five hold.</source>
        <translation>五项全部满足时，调查即告结束。</translation>
    </message>
    <message>
        <source>Gate</source>
        <translation>关卡</translation>
    </message>
    <message>
        <source>Cause explained in words</source>
        <translation>已用文字解释原因</translation>
    </message>
    <message>
        <source>Minimal reproducer</source>
        <translation>最小复现用例</translation>
    </message>
    <message>
        <source>Regression test</source>
        <translation>回归测试</translation>
    </message>
    <message>
        <source>Cause documented</source>
        <translation>已记录原因</translation>
    </message>
    <message>
        <source>Same pattern checked elsewhere</source>
        <translation>已在其他地方检查相同模式</translation>
    </message>
    <message>
        <source>ScanSleuth report</source>
        <translation>ScanSleuth 报告</translation>
    </message>
    <message>
        <source>Investigation started</source>
        <translation>调查开始于</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>最后修改于</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>患者</translation>
    </message>
    <message>
        <source>included on request</source>
        <translation>按要求包含</translation>
    </message>
    <message>
        <source>pseudonymised (keyed hash)</source>
        <translation>已假名化（带密钥的哈希）</translation>
    </message>
    <message>
        <source>supported</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>refuted</source>
        <translation>已否定</translation>
    </message>
    <message>
        <source>untested</source>
        <translation>未检验</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>无定论</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>已通过</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>non-finite</source>
        <translation>非有限值</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>deterministic</source>
        <translation>确定性</translation>
    </message>
    <message>
        <source>nondeterministic</source>
        <translation>非确定性</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>有差异</translation>
    </message>
    <message>
        <source>equivalent</source>
        <translation>等价</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>受阻</translation>
    </message>
    <message>
        <source>flows</source>
        <translation>可流通</translation>
    </message>
    <message>
        <source>overfits</source>
        <translation>能过拟合</translation>
    </message>
    <message>
        <source>fails-to-overfit</source>
        <translation>无法过拟合</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>符合预期</translation>
    </message>
    <message>
        <source>unexpected</source>
        <translation>不符合预期</translation>
    </message>
    <message>
        <source>nonfinite</source>
        <translation>非有限值</translation>
    </message>
    <message>
        <source>axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <source>coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <source>sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <source>The mask as stored, drawn in world space over the image.</source>
        <translation>按存储原样的掩膜，在世界坐标空间中叠加在图像上。</translation>
    </message>
    <message>
        <source>The label map over the image.</source>
        <translation>叠加在图像上的标签图。</translation>
    </message>
    <message>
        <source>Where the repeated runs disagree over the input (brighter: a larger difference between runs).</source>
        <translation>重复运行在输入上不一致的位置（越亮：运行之间差异越大）。</translation>
    </message>
    <message>
        <source>How other tools read the image file.</source>
        <translation>其他工具如何读取该图像文件。</translation>
    </message>
    <message>
        <source>How other tools read the mask file.</source>
        <translation>其他工具如何读取该掩膜文件。</translation>
    </message>
    <message>
        <source>Investigation: {kb_title}</source>
        <translation>调查：{kb_title}</translation>
    </message>
    <message>
        <source>Supported by the evidence: {kblist_hypotheses}.</source>
        <translation>证据支持：{kblist_hypotheses}。</translation>
    </message>
    <message>
        <source>No hypothesis is supported yet. The most likely remains: {kb_hypothesis} ({num_likelihood}%).</source>
        <translation>尚无假设得到支持。可能性最大的仍是：{kb_hypothesis}（{num_likelihood}%）。</translation>
    </message>
    <message>
        <source>{num_count} of {num_total}</source>
        <translation>{num_count} / {num_total}</translation>
    </message>
    <message>
        <source>{kb_symptom} ({id_symptom})</source>
        <translation>{kb_symptom}（{id_symptom}）</translation>
    </message>
    <message>
        <source>{id_run}: {kb_experiment}</source>
        <translation>{id_run}：{kb_experiment}</translation>
    </message>
    <message>
        <source>edge {num_score}</source>
        <translation>边缘 {num_score}</translation>
    </message>
    <message>
        <source>{text_caption} ({word_plane} slice {num_slice}, RAS {num_r}, {num_a}, {num_s} mm)</source>
        <translation>{text_caption}（{word_plane}第 {num_slice} 层，RAS {num_r}, {num_a}, {num_s} mm）</translation>
    </message>
    <message>
        <source>The picture &apos;{path}&apos; ({text_caption}) is not included: {text_reason}</source>
        <translation>图片“{path}”（{text_caption}）未包含：{text_reason}</translation>
    </message>
    <message>
        <source>Training curves ({classification})</source>
        <translation>训练曲线（{classification}）</translation>
    </message>
    <message>
        <source>Determinism: each variant run against the reference run ({key}).</source>
        <translation>确定性：每个变体与参考运行的对比（{key}）。</translation>
    </message>
    <message>
        <source>Gradient of each parameter, flagged parameters first ({key}).</source>
        <translation>每个参数的梯度，标记的参数在前（{key}）。</translation>
    </message>
    <message>
        <source>Weights and activations of each submodule, flagged ones first ({key}).</source>
        <translation>每个子模块的权重和激活，标记的在前（{key}）。</translation>
    </message>
    <message>
        <source>Records of {key}, flagged ones first.</source>
        <translation>{key} 的记录，标记的在前。</translation>
    </message>
    <message>
        <source>{text_caption} {num_rows} more rows are in the investigation file.</source>
        <translation>{text_caption} 另有 {num_rows} 行在调查文件中。</translation>
    </message>
    <message>
        <source>{text_caption} {num_rows} more are in the investigation file.</source>
        <translation>{text_caption} 另有 {num_rows} 项在调查文件中。</translation>
    </message>
    <message>
        <source>The mask after undoing the supported cause: {text_cause}</source>
        <translation>撤销得到支持的原因后的掩膜：{text_cause}</translation>
    </message>
    <message>
        <source>The experiment&apos;s map &quot;{name}&quot; over the input.</source>
        <translation>实验的图“{name}”叠加在输入上。</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) found none of the hypothesis&apos;s findings.</source>
        <translation>实验 {id_experiment}（{id_run}）未发现该假设的任何发现。</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) found none of {ids_codes}.</source>
        <translation>实验 {id_experiment}（{id_run}）未发现以下任何一项：{ids_codes}。</translation>
    </message>
    <message>
        <source>{text_reason} The experiment {id_experiment} ({id_run}) found none of the hypothesis&apos;s findings.</source>
        <translation>{text_reason} 实验 {id_experiment}（{id_run}）未发现该假设的任何发现。</translation>
    </message>
    <message>
        <source>{text_reason} The experiment {id_experiment} ({id_run}) found none of {ids_codes}.</source>
        <translation>{text_reason} 实验 {id_experiment}（{id_run}）未发现以下任何一项：{ids_codes}。</translation>
    </message>
    <message>
        <source>{text_found} This experiment cannot rule it out on its own.</source>
        <translation>{text_found}仅凭此实验无法排除它。</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) supports it.</source>
        <translation>实验 {id_experiment}（{id_run}）支持它。</translation>
    </message>
    <message>
        <source>The experiment {id_experiment} ({id_run}) could not decide; a reference mask or another experiment can.</source>
        <translation>实验 {id_experiment}（{id_run}）无法判定；参考掩膜或其他实验可以判定。</translation>
    </message>
    <message>
        <source>{text_finding} The experiment {id_experiment} ({id_run}) could not decide; a reference mask or another experiment can.</source>
        <translation>{text_finding} 实验 {id_experiment}（{id_run}）无法判定；参考掩膜或其他实验可以判定。</translation>
    </message>
    <message>
        <source>{text_finding} ({id_code}, {id_run})</source>
        <translation>{text_finding}（{id_code}, {id_run}）</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language of this translation as a BCP 47 tag (&quot;de&quot;, &quot;zh-CN&quot;), not a word: the report&apos;s HTML lang attribute and the PDF&apos;s document language.</extracomment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Comparable mean</source>
        <translation>可比均值</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Volume difference (ml)</source>
        <translation>体积差 (ml)</translation>
    </message>
    <message>
        <source>|Volume difference| (ml)</source>
        <translation>|体积差| (ml)</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>无显著差异</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>argmax</source>
        <translation>取最大类别</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>misplaced</source>
        <translation>错位</translation>
    </message>
    <message>
        <source>mirrored</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>rotated</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>axes swapped</source>
        <translation>轴互换</translation>
    </message>
    <message>
        <source>shifted</source>
        <translation>平移</translation>
    </message>
    <message>
        <source>relabelled</source>
        <translation>标签重编</translation>
    </message>
    <message>
        <source>blue: agreement (true positive)</source>
        <translation>蓝色：一致（真阳性）</translation>
    </message>
    <message>
        <source>blue: agreement (in both)</source>
        <translation>蓝色：一致（两者都有）</translation>
    </message>
    <message>
        <source>magenta: false negative (only in the truth)</source>
        <translation>品红色：假阴性（仅在金标准中）</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>A 的中位数</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>B 的中位数</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>Cohen&apos;s d</source>
        <translation>Cohen&apos;s d</translation>
    </message>
    <message>
        <source>same patient ID</source>
        <translation>相同患者 ID</translation>
    </message>
    <message>
        <source>same name, birth date and sex</source>
        <translation>相同姓名、出生日期和性别</translation>
    </message>
    <message>
        <source>same study</source>
        <translation>相同检查</translation>
    </message>
    <message>
        <source>same series</source>
        <translation>相同序列</translation>
    </message>
    <message>
        <source>same DICOM instances</source>
        <translation>相同 DICOM 实例</translation>
    </message>
    <message>
        <source>same frame of reference</source>
        <translation>相同参考坐标系</translation>
    </message>
    <message>
        <source>same accession number</source>
        <translation>相同检查号</translation>
    </message>
    <message>
        <source>same patient (CSV)</source>
        <translation>相同患者（CSV）</translation>
    </message>
    <message>
        <source>same voxels</source>
        <translation>相同体素</translation>
    </message>
    <message>
        <source>near-duplicate</source>
        <translation>近似重复</translation>
    </message>
    <message>
        <source>similar embedding</source>
        <translation>相似嵌入</translation>
    </message>
    <message>
        <source>parts of one volume</source>
        <translation>同一体积的部分</translation>
    </message>
    <message>
        <source>one acquisition</source>
        <translation>同一次采集</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>强度</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>orientation</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>rescale</source>
        <translation>重缩放</translation>
    </message>
    <message>
        <source>intensity (real values)</source>
        <translation>强度（实际值）</translation>
    </message>
    <message>
        <source>fraction of voxels</source>
        <translation>体素比例</translation>
    </message>
    <message>
        <source>The picture of case {name_case} is not included: {text_error}</source>
        <translation>病例 {name_case} 的图片未包含：{text_error}</translation>
    </message>
    <message>
        <source>{name_case}, slice {num_slice}, {name_b} against the truth: {texts_legend}.</source>
        <translation>{name_case}，第 {num_slice} 层，{name_b} 对比金标准：{texts_legend}。</translation>
    </message>
    <message>
        <source>{name_case}, slice {num_slice}, {name_a} against {name_b}: {texts_legend}.</source>
        <translation>{name_case}，第 {num_slice} 层，{name_a} 对比 {name_b}：{texts_legend}。</translation>
    </message>
    <message>
        <source>{name_case} (not comparable: see its findings), slice {num_slice}: {text_what}.</source>
        <translation>{name_case}（不可比较：见其发现），第 {num_slice} 层：{text_what}。</translation>
    </message>
    <message>
        <source>{name_case}, slice {num_slice}: {text_what}.</source>
        <translation>{name_case}，第 {num_slice} 层：{text_what}。</translation>
    </message>
    <message>
        <source>where runs &apos;{name_a}&apos; and &apos;{name_b}&apos; differ ({texts_legend})</source>
        <translation>运行 &apos;{name_a}&apos; 与 &apos;{name_b}&apos; 不同之处（{texts_legend}）</translation>
    </message>
    <message>
        <source>run &apos;{name_b}&apos; against the truth ({texts_legend})</source>
        <translation>运行 &apos;{name_b}&apos; 对比金标准（{texts_legend}）</translation>
    </message>
    <message>
        <source>orange: false positive (only in {name_run})</source>
        <translation>橙色：假阳性（仅在 {name_run} 中）</translation>
    </message>
    <message>
        <source>yellow: wrong label (another label in {name_run})</source>
        <translation>黄色：标签错误（{name_run} 中为另一标签）</translation>
    </message>
    <message>
        <source>orange: only in {name_run}</source>
        <translation>橙色：仅在 {name_run} 中</translation>
    </message>
    <message>
        <source>magenta: only in {name_run}</source>
        <translation>品红色：仅在 {name_run} 中</translation>
    </message>
    <message>
        <source>{name_runs}, against the ground truth</source>
        <translation>{name_runs}，对比金标准</translation>
    </message>
    <message>
        <source>{num_cases} ({num_complete} with every input)</source>
        <translation>{num_cases}（{num_complete} 个具备全部输入）</translation>
    </message>
    <message>
        <source>{name_a} (A) against {name_b} (B), {name_label}: paired over all cases (failures at the worst value), then over the comparable cases, alpha {num_alpha}</source>
        <translation>{name_a} (A) 对比 {name_b} (B)，{name_label}：先在所有病例上配对（失败记为最差值），再在可比病例上配对，alpha {num_alpha}</translation>
    </message>
    <message>
        <source>{num_low} to {num_high}</source>
        <translation>{num_low} 至 {num_high}</translation>
    </message>
    <message>
        <source>{name_run} better</source>
        <translation>{name_run} 更好</translation>
    </message>
    <message>
        <source>Dice between the runs, {name_label}</source>
        <translation>运行之间的 Dice，{name_label}</translation>
    </message>
    <message>
        <source>Dice per case, {name_a} against {name_b}, {name_label}</source>
        <translation>每个病例的 Dice，{name_a} 对比 {name_b}，{name_label}</translation>
    </message>
    <message>
        <source>Volume per case (ml), {name_a} against {name_b}, {name_label}</source>
        <translation>每个病例的体积 (ml)，{name_a} 对比 {name_b}，{name_label}</translation>
    </message>
    <message>
        <source>{text_metric} per run, {name_label}</source>
        <translation>每次运行的 {text_metric}，{name_label}</translation>
    </message>
    <message>
        <source>Cases ordered by the lowest Dice of {name_a} against the truth (mean over labels)</source>
        <translation>按 {name_a} 对比金标准的最低 Dice 排序的病例（各标签的均值）</translation>
    </message>
    <message>
        <source>Cases ordered by |Dice {name_b} - Dice {name_a}| against the truth (mean over labels)</source>
        <translation>按对比金标准的 |Dice {name_b} - Dice {name_a}| 排序的病例（各标签的均值）</translation>
    </message>
    <message>
        <source>Cases ordered by the lowest Dice between {name_a} and {name_b}</source>
        <translation>按 {name_a} 与 {name_b} 之间最低 Dice 排序的病例</translation>
    </message>
    <message>
        <source>{name_run} failed {num_failed} of {num_cases}: {counts_why}: {name_list}.</source>
        <translation>{name_run} 在 {num_cases} 个中失败 {num_failed} 个：{counts_why}：{name_list}。</translation>
    </message>
    <message>
        <source>{name_run} failed {num_failed} of {num_cases}: {name_list}.</source>
        <translation>{name_run} 在 {num_cases} 个中失败 {num_failed} 个：{name_list}。</translation>
    </message>
    <message>
        <source>Left out of every statistic, their truth being missing or unreadable: {name_cases}.</source>
        <translation>因金标准缺失或无法读取而未纳入任何统计：{name_cases}。</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: same grid. {text_cause}</source>
        <translation>{name_input} 对比 {name_against}：相同网格。{text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: another grid. {text_cause}</source>
        <translation>{name_input} 对比 {name_against}：不同网格。{text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: same grid</source>
        <translation>{name_input} 对比 {name_against}：相同网格</translation>
    </message>
    <message>
        <source>{name_input} against {name_against}: another grid</source>
        <translation>{name_input} 对比 {name_against}：不同网格</translation>
    </message>
    <message>
        <source>{name_input} has no file for this case</source>
        <translation>{name_input} 没有此病例的文件</translation>
    </message>
    <message>
        <source>Leakage and preprocessing parity between {name_splits}</source>
        <translation>{name_splits} 之间的数据泄漏与预处理一致性</translation>
    </message>
    <message>
        <source>{name_split} ({num_volumes} volumes, {name_path})</source>
        <translation>{name_split}（{num_volumes} 个体积，{name_path}）</translation>
    </message>
    <message>
        <source>{name_split} ({num_volumes} volume, {name_path})</source>
        <translation>{name_split}（{num_volumes} 个体积，{name_path}）</translation>
    </message>
    <message>
        <source>The strongest {num_shown} of {num_total} pairs across splits, two rows a pair (A, then B)</source>
        <translation>跨划分的 {num_total} 对中最强的 {num_shown} 对，每对两行（先 A 后 B）</translation>
    </message>
    <message>
        <source>The first {num_shown} of {num_total} pairs are pictured.</source>
        <translation>已绘制 {num_total} 对中的前 {num_shown} 对。</translation>
    </message>
    <message>
        <source>The picture of pair {num_pair} is not included: {text_error}</source>
        <translation>第 {num_pair} 对的图片未包含：{text_error}</translation>
    </message>
    <message>
        <source>Pair {num_pair}, {word_kind} (similarity {num_similarity}): {name_a} (left) and {name_b} (right), A&apos;s middle axial slice and B&apos;s matched slice.</source>
        <translation>第 {num_pair} 对，{word_kind}（相似度 {num_similarity}）：{name_a}（左）和 {name_b}（右），A 的中间轴位层与 B 的匹配层。</translation>
    </message>
    <message>
        <source>Pair {num_pair}, {word_kind} (similarity {num_similarity}): {name_a} (left) and {name_b} (right), middle axial slices.</source>
        <translation>第 {num_pair} 对，{word_kind}（相似度 {num_similarity}）：{name_a}（左）和 {name_b}（右），中间轴位层。</translation>
    </message>
    <message>
        <source>Pair {num_pair}, {word_kind} (similarity -): {name_a} (left) and {name_b} (right), middle axial slices.</source>
        <translation>第 {num_pair} 对，{word_kind}（相似度 -）：{name_a}（左）和 {name_b}（右），中间轴位层。</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volumes) against {name_b} (B, {num_nb} volumes): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a}（A，{num_na} 个体积）对比 {name_b}（B，{num_nb} 个体积）：每个体积的特征，已标记的在前；KS：Kolmogorov-Smirnov，Wasserstein：以特征单位表示的一阶 Wasserstein 距离，Cohen&apos;s d 为 B 相对于 A</translation>
    </message>
    <message>
        <source>{text_feature} per volume, by split</source>
        <translation>每个体积的 {text_feature}，按划分</translation>
    </message>
    <message>
        <source>slope {num_slope}, intercept {num_intercept}</source>
        <translation>斜率 {num_slope}，截距 {num_intercept}</translation>
    </message>
    <message>
        <source>identical voxels (hash {id_hash})</source>
        <translation>体素完全相同（哈希 {id_hash}）</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}: {text_evidence}), the first at its middle</source>
        <translation>{name_a} 与 {name_b} 并排（{id_kind}：{text_evidence}），前者取其中间层</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}, similarity {num_similarity}: {text_evidence}), the first at its middle</source>
        <translation>{name_a} 与 {name_b} 并排（{id_kind}，相似度 {num_similarity}：{text_evidence}），前者取其中间层</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}, similarity {num_similarity}), the first at its middle</source>
        <translation>{name_a} 与 {name_b} 并排（{id_kind}，相似度 {num_similarity}），前者取其中间层</translation>
    </message>
    <message>
        <source>{name_a} and {name_b} side by side ({id_kind}), the first at its middle</source>
        <translation>{name_a} 与 {name_b} 并排（{id_kind}），前者取其中间层</translation>
    </message>
    <message>
        <source>{texts_items}</source>
        <translation>{texts_items}</translation>
    </message>
    <message>
        <source>{counts_items}</source>
        <translation>{counts_items}</translation>
    </message>
    <message>
        <source>Not comparable: a run&apos;s file is missing, unreadable, on another grid or misplaced (that run&apos;s failure, scored as the worst value over all cases and left out of the comparable cases), or the truth is unusable</source>
        <translation>不可比较：某次运行的文件缺失、无法读取、位于其他网格或错位（算作该运行的失败，在所有病例上记为最差值，并排除在可比病例之外），或金标准不可用</translation>
    </message>
    <message>
        <source>Suspected leaks between the splits, strongest first.</source>
        <translation>划分之间的疑似泄漏，最强的在前。</translation>
    </message>
    <message>
        <source>Preprocessing parity: per-volume features compared between splits, flagged ones first (flagged: |Cohen&apos;s d| &gt;= 0.8 with KS p &lt; 0.01, or KS D &gt;= 0.5).</source>
        <translation>预处理一致性：在划分之间比较每个体积的特征，已标记的在前（标记条件：|Cohen&apos;s d| &gt;= 0.8 且 KS p &lt; 0.01，或 KS D &gt;= 0.5）。</translation>
    </message>
    <message>
        <source>Volume A</source>
        <translation>体积 A</translation>
    </message>
    <message>
        <source>Volume B</source>
        <translation>体积 B</translation>
    </message>
    <message>
        <source>Suspected leaks between the splits, strongest first ({num_shown} of {num_total}).</source>
        <translation>划分之间的疑似泄漏，最强的在前（{num_total} 个中的 {num_shown} 个）。</translation>
    </message>
    <message>
        <source>Splits audited: {texts_splits}.</source>
        <translation>已审计的划分：{texts_splits}。</translation>
    </message>
    <message>
        <source>Splits audited: {text_split}.</source>
        <translation>已审计的划分：{text_split}。</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volume) against {name_b} (B, {num_nb} volumes): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a}（A，{num_na} 个体积）对比 {name_b}（B，{num_nb} 个体积）：每个体积的特征，已标记的在前；KS：Kolmogorov-Smirnov，Wasserstein：以特征单位表示的一阶 Wasserstein 距离，Cohen&apos;s d 为 B 相对于 A</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volumes) against {name_b} (B, {num_nb} volume): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a}（A，{num_na} 个体积）对比 {name_b}（B，{num_nb} 个体积）：每个体积的特征，已标记的在前；KS：Kolmogorov-Smirnov，Wasserstein：以特征单位表示的一阶 Wasserstein 距离，Cohen&apos;s d 为 B 相对于 A</translation>
    </message>
    <message>
        <source>{name_a} (A, {num_na} volume) against {name_b} (B, {num_nb} volume): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first Wasserstein distance in the feature&apos;s unit, Cohen&apos;s d of B against A</source>
        <translation>{name_a}（A，{num_na} 个体积）对比 {name_b}（B，{num_nb} 个体积）：每个体积的特征，已标记的在前；KS：Kolmogorov-Smirnov，Wasserstein：以特征单位表示的一阶 Wasserstein 距离，Cohen&apos;s d 为 B 相对于 A</translation>
    </message>
    <message>
        <source>{word_input}: {id_file}</source>
        <translation>{word_input}：{id_file}</translation>
    </message>
    <message>
        <source>The experiment failed: {text_error}</source>
        <translation>实验失败：{text_error}</translation>
    </message>
    <message>
        <source>number of classes</source>
        <translation>类别数</translation>
    </message>
    <message>
        <source>training log</source>
        <translation>训练日志</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>embedding model</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>error file</source>
        <translation>错误文件</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>images</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>label names</source>
        <translation>标签名称</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>掩膜</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>new data</source>
        <translation>新数据</translation>
    </message>
    <message>
        <source>output file</source>
        <translation>输出文件</translation>
    </message>
    <message>
        <source>volumes</source>
        <translation>体积</translation>
    </message>
    <message>
        <source>reference mask</source>
        <translation>参考掩膜</translation>
    </message>
    <message>
        <source>runs per variant</source>
        <translation>每个变体的运行次数</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>sacct output</source>
        <translation>sacct 输出</translation>
    </message>
    <message>
        <source>preprocessing spec</source>
        <translation>预处理规格</translation>
    </message>
    <message>
        <source>list of splits</source>
        <translation>划分列表</translation>
    </message>
    <message>
        <source>optimiser steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <source>training tensor</source>
        <translation>训练张量</translation>
    </message>
    <message>
        <source>inference tensor</source>
        <translation>推理张量</translation>
    </message>
    <message>
        <source>test split</source>
        <translation>测试划分</translation>
    </message>
    <message>
        <source>training split</source>
        <translation>训练划分</translation>
    </message>
    <message>
        <source>training spec</source>
        <translation>训练规格</translation>
    </message>
    <message>
        <source>training fingerprint</source>
        <translation>训练指纹</translation>
    </message>
    <message>
        <source>ground truth</source>
        <translation>真值</translation>
    </message>
    <message>
        <source>validation split</source>
        <translation>验证划分</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Voxel intensities, all voxels pooled</source>
        <translation>体素强度（所有体素合并）</translation>
    </message>
    <message>
        <source>Mean intensity</source>
        <translation>平均强度</translation>
    </message>
    <message>
        <source>Intensity standard deviation</source>
        <translation>强度标准差</translation>
    </message>
    <message>
        <source>1st intensity percentile</source>
        <translation>强度第 1 百分位数</translation>
    </message>
    <message>
        <source>Median intensity</source>
        <translation>强度中位数</translation>
    </message>
    <message>
        <source>99th intensity percentile</source>
        <translation>强度第 99 百分位数</translation>
    </message>
    <message>
        <source>Minimum intensity</source>
        <translation>最小强度</translation>
    </message>
    <message>
        <source>Maximum intensity</source>
        <translation>最大强度</translation>
    </message>
    <message>
        <source>Fraction of zero voxels</source>
        <translation>零值体素比例</translation>
    </message>
    <message>
        <source>Voxel spacing x</source>
        <translation>体素间距 x</translation>
    </message>
    <message>
        <source>Voxel spacing y</source>
        <translation>体素间距 y</translation>
    </message>
    <message>
        <source>Voxel spacing z</source>
        <translation>体素间距 z</translation>
    </message>
    <message>
        <source>Image size x</source>
        <translation>图像尺寸 x</translation>
    </message>
    <message>
        <source>Image size y</source>
        <translation>图像尺寸 y</translation>
    </message>
    <message>
        <source>Image size z</source>
        <translation>图像尺寸 z</translation>
    </message>
    <message>
        <source>Median voxel spacing x</source>
        <translation>体素间距中位数 x</translation>
    </message>
    <message>
        <source>Median voxel spacing y</source>
        <translation>体素间距中位数 y</translation>
    </message>
    <message>
        <source>Median voxel spacing z</source>
        <translation>体素间距中位数 z</translation>
    </message>
    <message>
        <source>Target voxel spacing x</source>
        <translation>目标体素间距 x</translation>
    </message>
    <message>
        <source>Target voxel spacing y</source>
        <translation>目标体素间距 y</translation>
    </message>
    <message>
        <source>Target voxel spacing z</source>
        <translation>目标体素间距 z</translation>
    </message>
    <message>
        <source>Median image size x</source>
        <translation>图像尺寸中位数 x</translation>
    </message>
    <message>
        <source>Median image size y</source>
        <translation>图像尺寸中位数 y</translation>
    </message>
    <message>
        <source>Median image size z</source>
        <translation>图像尺寸中位数 z</translation>
    </message>
    <message>
        <source>0.5th intensity percentile</source>
        <translation>强度第 0.5 百分位数</translation>
    </message>
    <message>
        <source>99.5th intensity percentile</source>
        <translation>强度第 99.5 百分位数</translation>
    </message>
    <message>
        <source>Intensities measured on the foreground (1: yes)</source>
        <translation>强度在前景上测量（1：是）</translation>
    </message>
    <message>
        <source>Output minimum</source>
        <translation>输出最小值</translation>
    </message>
    <message>
        <source>Output maximum</source>
        <translation>输出最大值</translation>
    </message>
    <message>
        <source>nnU-Net fingerprint</source>
        <translation>nnU-Net 指纹</translation>
    </message>
    <message>
        <source>nnU-Net plans</source>
        <translation>nnU-Net 计划文件</translation>
    </message>
    <message>
        <source>MONAI data statistics</source>
        <translation>MONAI 数据统计</translation>
    </message>
    <message>
        <source>HU</source>
        <translation>HU</translation>
    </message>
    <message>
        <source>image units</source>
        <translation>图像单位</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>voxels</source>
        <translation>体素</translation>
    </message>
    <message>
        <source>0 to 1</source>
        <translation>0 到 1</translation>
    </message>
    <message>
        <source>not recognised</source>
        <translation>未识别</translation>
    </message>
    <message>
        <source>Hounsfield units</source>
        <translation>Hounsfield 单位</translation>
    </message>
    <message>
        <source>scaled to [0, 1]</source>
        <translation>缩放到 [0, 1]</translation>
    </message>
    <message>
        <source>z-scores (mean 0, std 1 per volume)</source>
        <translation>z 分数（每个体积均值 0、标准差 1）</translation>
    </message>
    <message>
        <source>8-bit integers (0 to 255)</source>
        <translation>8 位整数（0 到 255）</translation>
    </message>
    <message>
        <source>unnormalised values (not HU, [0, 1], z-scores or 8-bit)</source>
        <translation>未归一化的值（不是 HU、[0, 1]、z 分数或 8 位）</translation>
    </message>
    <message>
        <source>a mix of value ranges</source>
        <translation>多种取值范围的混合</translation>
    </message>
    <message>
        <source>{versus_runs}, against the ground truth</source>
        <translation>{versus_runs}，对比金标准</translation>
    </message>
    <message>
        <source>{name_input} against truth: same grid. {text_cause}</source>
        <translation>{name_input} 对比金标准：相同网格。{text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against truth: another grid. {text_cause}</source>
        <translation>{name_input} 对比金标准：不同网格。{text_cause}</translation>
    </message>
    <message>
        <source>{name_input} against truth: same grid</source>
        <translation>{name_input} 对比金标准：相同网格</translation>
    </message>
    <message>
        <source>{name_input} against truth: another grid</source>
        <translation>{name_input} 对比金标准：不同网格</translation>
    </message>
    <message>
        <source>Value range recognised per split: {texts_domains}.</source>
        <translation>各划分识别出的取值范围：{texts_domains}。</translation>
    </message>
    <message>
        <source>Value range recognised per split: {text_domain}.</source>
        <translation>各划分识别出的取值范围：{text_domain}。</translation>
    </message>
    <message>
        <source>{name_split}: {word_domain}</source>
        <translation>{name_split}：{word_domain}</translation>
    </message>
    <message>
        <source>{word_feature} ({word_unit})</source>
        <translation>{word_feature}（{word_unit}）</translation>
    </message>
    <message>
        <source>{word_kind}: {name_path} (normalisation {id_normalisation})</source>
        <translation>{word_kind}：{name_path}（归一化 {id_normalisation}）</translation>
    </message>
    <message>
        <source>{word_kind}: {name_path}</source>
        <translation>{word_kind}：{name_path}</translation>
    </message>
    <message>
        <source>{word_kind} ({name_path})</source>
        <translation>{word_kind}（{name_path}）</translation>
    </message>
    <message>
        <source>{name_split}: {num_volumes} volumes, {word_domain}</source>
        <translation>{name_split}：{num_volumes} 个体积，{word_domain}</translation>
    </message>
    <message>
        <source>{name_a} vs {name_b}</source>
        <extracomment>Two or more runs&apos; names facing each other, in a run comparison report&apos;s subtitle (&quot;A vs B&quot;).</extracomment>
        <translation>{name_a}、{name_b}</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>corrupt</source>
        <translation>已损坏</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>过大</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>读取错误</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>internal error</source>
        <translation>内部错误</translation>
    </message>
    <message>
        <source>The picture of pair {num_pair} is not included: {name_record} could not be read (Array files (.{id_format}) are not pictured). (they hold no geometry to draw a slice by; {name_path})</source>
        <translation>第 {num_pair} 对的图片未包含：无法读取 {name_record}（数组文件（.{id_format}）不绘制图片；它们没有可用来绘制某一层的几何信息；{name_path}）。</translation>
    </message>
    <message>
        <source>another grid</source>
        <translation>网格不同</translation>
    </message>
    <message>
        <source>{versus_runs}, without a ground truth</source>
        <translation>{versus_runs}，无金标准</translation>
    </message>
    <message>
        <source>{name_runs}, without a ground truth</source>
        <translation>{name_runs}，无金标准</translation>
    </message>
    <message>
        <source>{text_cause} [{id_code}]</source>
        <translation>{text_cause} [{id_code}]</translation>
    </message>
    <message>
        <source>{name_case}, {name_input}: [{text_severity}] {id_code}: {text_finding}</source>
        <translation>{name_case}，{name_input}：[{text_severity}] {id_code}：{text_finding}</translation>
    </message>
    <message>
        <source>{prompt_field} {answer_value}</source>
        <translation>{prompt_field}{answer_value}</translation>
    </message>
    <message>
        <source>{prompt_field}: {answer_value}</source>
        <translation>{prompt_field}：{answer_value}</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the pieces of a list in a report (&quot;image: ct.nii.gz; mask: mask.nii.gz&quot;, a picture&apos;s colour legend, the hypotheses supported); Chinese takes &quot;；&quot;.</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>[birth date removed]</source>
        <translation>[出生日期已移除]</translation>
    </message>
    <message>
        <source>{id_name}, ID {id_patient}, born {text_born}</source>
        <translation>{id_name}，ID {id_patient}，出生于 {text_born}</translation>
    </message>
    <message>
        <source>ID {id_patient}, born {text_born}</source>
        <translation>ID {id_patient}，出生于 {text_born}</translation>
    </message>
    <message>
        <source>{id_name}, born {text_born}</source>
        <translation>{id_name}，出生于 {text_born}</translation>
    </message>
    <message>
        <source>{name_input}: {error_text}</source>
        <translation>{name_input}：{error_text}</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Main window</source>
        <translation>主窗口</translation>
    </message>
    <message>
        <source>Slice views</source>
        <translation>切片视图</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>3D 视图</translation>
    </message>
    <message>
        <source>Layer list</source>
        <translation>图层列表</translation>
    </message>
    <message>
        <source>Comparison and audit windows</source>
        <translation>比较和审计窗口</translation>
    </message>
    <message>
        <source>Help window</source>
        <translation>帮助窗口</translation>
    </message>
    <message>
        <source>Open an image file</source>
        <translation>打开图像文件</translation>
    </message>
    <message>
        <source>Open a DICOM folder</source>
        <translation>打开 DICOM 文件夹</translation>
    </message>
    <message>
        <source>Add an overlay (a mask, a prediction, another image)</source>
        <translation>添加叠加层（掩膜、预测或另一幅图像）</translation>
    </message>
    <message>
        <source>Save the investigation</source>
        <translation>保存调查</translation>
    </message>
    <message>
        <source>Save a screenshot of the window</source>
        <translation>保存窗口截图</translation>
    </message>
    <message>
        <source>Copy the axial view to the clipboard</source>
        <translation>将轴位视图复制到剪贴板</translation>
    </message>
    <message>
        <source>Quit (asks first when the investigation has unsaved changes)</source>
        <translation>退出（调查有未保存的更改时会先询问）</translation>
    </message>
    <message>
        <source>Show or hide layer 1 to 9 of the layer list</source>
        <translation>显示或隐藏图层列表中的第 1 到 9 个图层</translation>
    </message>
    <message>
        <source>Flip through the overlays, one at a time, then none</source>
        <translation>逐个切换叠加层，最后全部隐藏</translation>
    </message>
    <message>
        <source>Volume rendering in the 3D view (switches to the 2x2 layout)</source>
        <translation>3D 视图中的体绘制（切换到 2x2 布局）</translation>
    </message>
    <message>
        <source>Run a TorchScript model on the base image</source>
        <translation>在基础图像上运行 TorchScript 模型</translation>
    </message>
    <message>
        <source>Open the user guide</source>
        <translation>打开用户指南</translation>
    </message>
    <message>
        <source>Next slice</source>
        <translation>下一个切片</translation>
    </message>
    <message>
        <source>Previous slice</source>
        <translation>上一个切片</translation>
    </message>
    <message>
        <source>Ten slices forward or back</source>
        <translation>前进或后退十个切片</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>鼠标滚轮</translation>
    </message>
    <message>
        <source>Step through the slices</source>
        <translation>逐个浏览切片</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Ctrl+鼠标滚轮</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Left click or drag</source>
        <translation>左键单击或拖动</translation>
    </message>
    <message>
        <source>Move the cursor (all views follow)</source>
        <translation>移动光标（所有视图跟随）</translation>
    </message>
    <message>
        <source>Middle-drag</source>
        <translation>中键拖动</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>平移</translation>
    </message>
    <message>
        <source>Right-drag</source>
        <translation>右键拖动</translation>
    </message>
    <message>
        <source>Window (left-right) and level (up-down) of the base image</source>
        <translation>基础图像的窗宽（左右）和窗位（上下）</translation>
    </message>
    <message>
        <source>Left-drag</source>
        <translation>左键拖动</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>Remove the selected layer</source>
        <translation>移除所选图层</translation>
    </message>
    <message>
        <source>Close the window</source>
        <translation>关闭窗口</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>搜索指南</translation>
    </message>
    <message>
        <source>%1 ... %2</source>
        <translation>%1 ... %2</translation>
    </message>
    <message>
        <source>The investigation&apos;s previous or next step (Back, Next)</source>
        <translation>调查的上一步或下一步（上一步、下一步）</translation>
    </message>
    <message>
        <source>Export the run comparison&apos;s table as CSV</source>
        <translation>将运行比较的表格导出为 CSV</translation>
    </message>
    <message>
        <source>Export the run comparison&apos;s report (PDF, HTML, Markdown or JSON)</source>
        <translation>导出运行比较的报告（PDF、HTML、Markdown 或 JSON）</translation>
    </message>
    <message>
        <source>Rotate (the view has focus: Tab to it)</source>
        <translation>旋转（视图需有焦点：用 Tab 切换过去）</translation>
    </message>
    <message>
        <source>Zoom in or out</source>
        <translation>放大或缩小</translation>
    </message>
    <message>
        <source>Look from the front again</source>
        <translation>重新从正面观察</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A workbench for debugging medical-imaging deep-learning pipelines.</source>
        <translation>用于调试医学影像深度学习流程的工作台。</translation>
    </message>
    <message>
        <source>Open the built-in demo study.</source>
        <translation>打开内置的演示研究。</translation>
    </message>
    <message>
        <source>Load, write the window as PNG to FILE, quit.</source>
        <translation>加载后将窗口以 PNG 写入 FILE，然后退出。</translation>
    </message>
    <message>
        <source>Image file or folder.</source>
        <translation>图像文件或文件夹。</translation>
    </message>
    <message>
        <source>Add MASK (or any image) as an overlay; repeatable.</source>
        <translation>将 MASK（或任意图像）作为叠加层添加；可重复。</translation>
    </message>
    <message>
        <source>View layout: 1x1, 1x3 or 2x2 (with the 3D view).</source>
        <translation>视图布局：1x1、1x3 或 2x2（含 3D 视图）。</translation>
    </message>
    <message>
        <source>Show the base image volume-rendered in the 3D view.</source>
        <translation>在 3D 视图中以体绘制显示基础图像。</translation>
    </message>
    <message>
        <source>Use at most N threads (default: the &quot;threads&quot; setting, else every CPU this process may use).</source>
        <translation>最多使用 N 个线程（默认：“threads”设置，否则使用本进程可用的全部 CPU）。</translation>
    </message>
    <message>
        <source>--threads needs a whole number from 1 to 4096, not &apos;%1&apos;.</source>
        <translation>--threads 需要 1 到 4096 之间的整数，而不是“%1”。</translation>
    </message>
    <message>
        <source>With --demo: the demo investigation&apos;s symptom, mask-misaligned (default) or nondeterministic-results (the demo model&apos;s reruns).</source>
        <translation>配合 --demo：演示调查的症状，mask-misaligned（默认）或 nondeterministic-results（演示模型的重复运行）。</translation>
    </message>
    <message>
        <source>After loading, run the TorchScript MODEL on the base image (CPU).</source>
        <translation>加载后，在基础图像上运行 TorchScript 模型 MODEL（CPU）。</translation>
    </message>
    <message>
        <source>The preprocessing spec for --run-model.</source>
        <translation>--run-model 所用的预处理规范。</translation>
    </message>
    <message>
        <source>After loading, run the selected hypothesis&apos;s experiment and show its evidence (and a disagreement map, if it made one).</source>
        <translation>加载后，运行所选假设的实验并显示其证据（如生成了差异图，也一并显示）。</translation>
    </message>
    <message>
        <source>Compare prediction runs side by side (give two or more --run).</source>
        <translation>并排比较预测运行（给出两个或更多 --run）。</translation>
    </message>
    <message>
        <source>With --compare: a run as NAME=PATH (a folder or CSV of predictions); repeatable, the first is the baseline.</source>
        <translation>配合 --compare：以 NAME=PATH 给出一个运行（预测结果的文件夹或 CSV）；可重复，第一个为基线。</translation>
    </message>
    <message>
        <source>With --compare: the ground truth, a folder or CSV of label maps.</source>
        <translation>配合 --compare：金标准，标签图的文件夹或 CSV。</translation>
    </message>
    <message>
        <source>With --compare: a folder of the images, shown under the label maps.</source>
        <translation>配合 --compare：图像所在的文件夹，显示在标签图下方。</translation>
    </message>
    <message>
        <source>With --compare: label names from an ITK-SNAP or Slicer label table.</source>
        <translation>配合 --compare：来自 ITK-SNAP 或 Slicer 标签表的标签名称。</translation>
    </message>
    <message>
        <source>With --compare: open this case (default: the first row, where the runs differ most).</source>
        <translation>配合 --compare：打开此病例（默认：第一行，即各运行差异最大处）。</translation>
    </message>
    <message>
        <source>With --compare: the label shown first (a number).</source>
        <translation>配合 --compare：首先显示的标签（一个数字）。</translation>
    </message>
    <message>
        <source>With --compare: the metric shown first (dice, iou, hd, hd95, assd, nsd, volume_difference_ml, abs_volume_difference_ml, lesion_f1).</source>
        <translation>配合 --compare：首先显示的指标（dice、iou、hd、hd95、assd、nsd、volume_difference_ml、abs_volume_difference_ml、lesion_f1）。</translation>
    </message>
    <message>
        <source>With --demo: compare the demo&apos;s two training runs against its truth.</source>
        <translation>配合 --demo：将演示的两次训练运行与其金标准比较。</translation>
    </message>
    <message>
        <source>Audit dataset splits for leakage and preprocessing parity: a split as NAME=PATH (repeatable, two or more), or one split CSV.</source>
        <translation>审计数据集划分的泄漏与预处理一致性：以 NAME=PATH 给出一个划分（可重复，两个或更多），或一个划分 CSV。</translation>
    </message>
    <message>
        <source>With --audit: a training-side fingerprint to compare the splits with (nnU-Net, MONAI, a preprocessing spec); repeatable.</source>
        <translation>配合 --audit：用于与各划分比较的训练侧指纹（nnU-Net、MONAI、预处理规范）；可重复。</translation>
    </message>
    <message>
        <source>With --audit: the tab shown once the audit is done (pairs, parity, findings, unreadable).</source>
        <translation>配合 --audit：审计完成后显示的标签页（pairs、parity、findings、unreadable）。</translation>
    </message>
    <message>
        <source>Open the main window, load what is given, draw it once and quit: for timing start-up.</source>
        <translation>打开主窗口，加载给定内容，绘制一次后退出：用于测量启动时间。</translation>
    </message>
    <message>
        <source>Cannot write the screenshot %1.</source>
        <translation>无法写入截图 %1。</translation>
    </message>
    <message>
        <source>Try &apos;scansleuth --help&apos;.</source>
        <translation>请尝试“scansleuth --help”。</translation>
    </message>
    <message>
        <source>Print the manual page (roff) on standard output and quit.</source>
        <translation>在标准输出上打印手册页（roff）后退出。</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::AboutDialog</name>
    <message>
        <source>About ScanSleuth</source>
        <translation>关于 ScanSleuth</translation>
    </message>
    <message>
        <source>A workbench for debugging medical-imaging deep-learning pipelines.</source>
        <translation>用于调试医学影像深度学习流程的工作台。</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>构建所用组件：</translation>
    </message>
    <message>
        <source>Licence: BSD-3-Clause.</source>
        <translation>许可证：BSD-3-Clause。</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>复制版本信息(&amp;C)</translation>
    </message>
    <message>
        <source>Reading the versions...</source>
        <translation>正在读取版本信息...</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::AuditDialog</name>
    <message>
        <source>Audit dataset splits</source>
        <translation>审计数据集划分</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>划分</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>or: a CSV with case, split, path (and patient) columns</source>
        <translation>或：包含 case、split、path（及 patient）列的 CSV</translation>
    </message>
    <message>
        <source>Normalised cross-correlation of the volumes&apos; thumbnails at or above which two volumes of different splits are reported. The default is calibrated so that different subjects of one modality do not match.</source>
        <translation>属于不同划分的两个体积，其缩略图的归一化互相关达到或超过此值时即被报告。默认值经过校准，使同一模态的不同受试者不会匹配。</translation>
    </message>
    <message>
        <source>Case lists (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>病例列表 (*.csv *.tsv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Splits (a name and a folder each, e.g. train, validation, test):</source>
        <translation>划分（每个一个名称和一个文件夹，例如 train、validation、test）：</translation>
    </message>
    <message>
        <source>Choose a training-side fingerprint</source>
        <translation>选择训练侧指纹</translation>
    </message>
    <message>
        <source>Fingerprints and specs (*.json *.yaml *.yml);;All files (*)</source>
        <translation>指纹和规范 (*.json *.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose the folder of a split</source>
        <translation>选择划分的文件夹</translation>
    </message>
    <message>
        <source>Give the splits as folders or as a CSV, not both.</source>
        <translation>请以文件夹或 CSV 给出划分，不能两者同时使用。</translation>
    </message>
    <message>
        <source>Split %1 needs a name and a folder.</source>
        <translation>划分 %1 需要名称和文件夹。</translation>
    </message>
    <message>
        <source>The split name &apos;%1&apos; may not hold &apos;=&apos; or &apos;/&apos;.</source>
        <translation>划分名称“%1”不能包含“=”或“/”。</translation>
    </message>
    <message>
        <source>The split name &apos;%1&apos; is given twice.</source>
        <translation>划分名称“%1”重复给出。</translation>
    </message>
    <message>
        <source>Add at least two splits, or a split CSV.</source>
        <translation>请至少添加两个划分，或一个划分 CSV。</translation>
    </message>
    <message>
        <source>Add &amp;Folder...</source>
        <translation>添加文件夹(&amp;F)...</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>添加(&amp;A)...</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Look for &amp;near-duplicates (resampled, cropped, rescaled copies)</source>
        <translation>查找近似重复（重采样、裁剪、重新缩放的副本）(&amp;N)</translation>
    </message>
    <message>
        <source>Split &amp;CSV:</source>
        <translation>划分 CSV(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Training fingerprints:</source>
        <translation>训练指纹(&amp;T)：</translation>
    </message>
    <message>
        <source>Near-duplicate &amp;similarity:</source>
        <translation>近似重复相似度(&amp;S)：</translation>
    </message>
    <message>
        <source>A&amp;udit</source>
        <translation>审计(&amp;U)</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::AuditWindow</name>
    <message>
        <source>ScanSleuth — Dataset audit</source>
        <translation>ScanSleuth — 数据集审计</translation>
    </message>
    <message>
        <source>&amp;Audit Dataset Splits...</source>
        <translation>审计数据集划分(&amp;A)...</translation>
    </message>
    <message>
        <source>Audit cancelled.</source>
        <translation>审计已取消。</translation>
    </message>
    <message>
        <source>Could not audit the splits</source>
        <translation>无法审计这些划分</translation>
    </message>
    <message>
        <source>Reading the pair&apos;s volumes...</source>
        <translation>正在读取该对的体积...</translation>
    </message>
    <message>
        <source>Auditing the splits...</source>
        <translation>正在审计划分...</translation>
    </message>
    <message>
        <source>Volumes audited: %1, suspected pairs: %2, unreadable files: %3.</source>
        <translation>已审计体积：%1，可疑配对：%2，无法读取的文件：%3。</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::CompareRunsDialog</name>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Folder or CSV of predictions</source>
        <translation>预测结果的文件夹或 CSV</translation>
    </message>
    <message>
        <source>optional: folder or CSV of ground-truth label maps</source>
        <translation>可选：金标准标签图的文件夹或 CSV</translation>
    </message>
    <message>
        <source>optional: folder of the images, shown under the label maps</source>
        <translation>可选：图像所在的文件夹，显示在标签图下方</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Argmax over channels</source>
        <translation>按通道取 Argmax</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Runs (the first is the baseline, A):</source>
        <translation>运行（第一个为基线 A）：</translation>
    </message>
    <message>
        <source>Choose a CSV of predictions</source>
        <translation>选择预测结果 CSV</translation>
    </message>
    <message>
        <source>Case lists (*.csv *.tsv *.txt)</source>
        <translation>病例列表 (*.csv *.tsv *.txt)</translation>
    </message>
    <message>
        <source>Choose a folder of predictions</source>
        <translation>选择预测结果文件夹</translation>
    </message>
    <message>
        <source>Run %1 needs a name and a path.</source>
        <translation>运行 %1 需要名称和路径。</translation>
    </message>
    <message>
        <source>The run name &apos;%1&apos; is given twice.</source>
        <translation>运行名称“%1”重复给出。</translation>
    </message>
    <message>
        <source>Add at least two runs, or one run and the ground truth.</source>
        <translation>请至少添加两个运行，或一个运行加金标准。</translation>
    </message>
    <message>
        <source>optional: label table (ITK-SNAP, Slicer, FreeSurfer LUT, index-name text, CSV/TSV)</source>
        <translation>可选：标签表（ITK-SNAP、Slicer、FreeSurfer LUT、索引-名称文本、CSV/TSV）</translation>
    </message>
    <message>
        <source>Label tables (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;All files (*)</source>
        <translation>标签表 (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Add &amp;Folder...</source>
        <translation>添加文件夹(&amp;F)...</translation>
    </message>
    <message>
        <source>Add CS&amp;V...</source>
        <translation>添加 CSV(&amp;V)...</translation>
    </message>
    <message>
        <source>Lesion-wise &amp;detection against the truth (F1)</source>
        <translation>相对金标准的逐病灶检测（F1）(&amp;D)</translation>
    </message>
    <message>
        <source>Ground &amp;truth:</source>
        <translation>金标准(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>图像(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Label names:</source>
        <translation>标签名称(&amp;L)：</translation>
    </message>
    <message>
        <source>N&amp;SD tolerance:</source>
        <translation>NSD 容差(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Geometry tolerance:</source>
        <translation>几何容差(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Probabilities:</source>
        <translation>概率(&amp;P)：</translation>
    </message>
    <message>
        <source>T&amp;hreshold:</source>
        <translation>阈值(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ComparisonWindow</name>
    <message>
        <source>ScanSleuth — Run comparison</source>
        <translation>ScanSleuth — 运行比较</translation>
    </message>
    <message>
        <source>&amp;Compare Runs...</source>
        <translation>比较运行(&amp;C)...</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>比较已取消。</translation>
    </message>
    <message>
        <source>Could not compare the runs</source>
        <translation>无法比较这些运行</translation>
    </message>
    <message>
        <source>Comparing the runs...</source>
        <translation>正在比较运行...</translation>
    </message>
    <message>
        <source>Cases compared: %1, complete in every input: %2.</source>
        <translation>已比较病例：%1，在所有输入中完整的：%2。</translation>
    </message>
    <message>
        <source>There is no case &apos;%1&apos;.</source>
        <translation>没有病例“%1”。</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>Export &amp;CSV...</source>
        <translation>导出 CSV(&amp;C)...</translation>
    </message>
    <message>
        <source>Export &amp;Report...</source>
        <translation>导出报告(&amp;R)...</translation>
    </message>
    <message>
        <source>Table written to %1.</source>
        <translation>表格已写入 %1。</translation>
    </message>
    <message>
        <source>The table could not be written: %1</source>
        <translation>无法写入表格：%1</translation>
    </message>
    <message numerus="yes">
        <source>Report written to %1, but %n picture(s) could not be made: %2</source>
        <translation>
            <numerusform>报告已写入 %1，但有 %n 张图片无法生成：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>报告已写入 %1。</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Report (*.html *.pdf *.md *.json)</source>
        <translation>报告 (*.html *.pdf *.md *.json)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>The report export was cancelled; no report was written.</source>
        <translation>报告导出已取消；未写入任何报告。</translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation>无法写入报告</translation>
    </message>
    <message>
        <source>Writing the report to %1...</source>
        <translation>正在将报告写入 %1...</translation>
    </message>
    <message>
        <source>Computing the difference maps of %1...</source>
        <translation>正在计算 %1 的差异图...</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::GuideBrowser</name>
    <message>
        <source>This link points to a file of ScanSleuth&apos;s source tree, not part of the guide: %1</source>
        <translation>该链接指向 ScanSleuth 源代码树中的文件，不属于指南：%1</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::HelpWindow</name>
    <message>
        <source>ScanSleuth User Guide</source>
        <translation>ScanSleuth 用户指南</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>搜索指南</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>No page contains &quot;%1&quot;.</source>
        <translation>没有页面包含“%1”。</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>目录(&amp;O)</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::JobWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Save &amp;Screenshot...</source>
        <translation>保存截图(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Save Screenshot</source>
        <translation>保存截图</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Screenshot</source>
        <translation>截图</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::LoadJob</name>
    <message>
        <source>Splitting the overlapping segments into layers...</source>
        <translation>正在将重叠的分段拆分为图层...</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::MainWindow</name>
    <message>
        <source>ScanSleuth</source>
        <translation>ScanSleuth</translation>
    </message>
    <message>
        <source>Open a DICOM folder or an image file (File menu).</source>
        <translation>打开 DICOM 文件夹或图像文件（“文件”菜单）。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;File...</source>
        <translation>打开文件(&amp;F)...</translation>
    </message>
    <message>
        <source>Open F&amp;older...</source>
        <translation>打开文件夹(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Demo Study</source>
        <translation>打开演示研究(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ScanSleuth</source>
        <translation>关于 ScanSleuth(&amp;A)</translation>
    </message>
    <message>
        <source>Open Image</source>
        <translation>打开图像</translation>
    </message>
    <message>
        <source>Images (*.nii *.nii.gz *.hdr *.dcm *.nrrd *.nhdr *.mha *.mhd);;All files (*)</source>
        <translation>图像 (*.nii *.nii.gz *.hdr *.dcm *.nrrd *.nhdr *.mha *.mhd);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open DICOM Folder</source>
        <translation>打开 DICOM 文件夹</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>正在加载 %1...</translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>已加载 %1。</translation>
    </message>
    <message>
        <source>Could not open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>图层</translation>
    </message>
    <message>
        <source>Header and findings</source>
        <translation>头信息与发现</translation>
    </message>
    <message>
        <source>DICOM</source>
        <translation>DICOM</translation>
    </message>
    <message>
        <source>Investigation</source>
        <translation>调查</translation>
    </message>
    <message>
        <source>The knowledge base could not be read: %1</source>
        <translation>无法读取知识库：%1</translation>
    </message>
    <message>
        <source>The mask %1 could not be read to show the correction.</source>
        <translation>无法读取掩膜 %1，因此无法显示校正。</translation>
    </message>
    <message>
        <source>The correction does not fit the mask %1.</source>
        <translation>该校正与掩膜 %1 不匹配。</translation>
    </message>
    <message>
        <source>%1 corrected (%2)</source>
        <translation>%1 已校正（%2）</translation>
    </message>
    <message>
        <source>Showing the suspected correction: %1</source>
        <translation>正在显示疑似校正：%1</translation>
    </message>
    <message>
        <source>The liver in the organ mask sits on the patient&apos;s left.</source>
        <translation>器官掩膜中的肝脏位于患者左侧。</translation>
    </message>
    <message>
        <source>Checking the masks a preprocessing script wrote for training.</source>
        <translation>检查预处理脚本为训练写出的掩膜。</translation>
    </message>
    <message>
        <source>The script now reorients every volume before saving it.</source>
        <translation>该脚本现在会在保存前对每个体积重新定向。</translation>
    </message>
    <message>
        <source>Add &amp;Overlay...</source>
        <translation>添加叠加层(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Save &amp;Screenshot...</source>
        <translation>保存截图(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Copy Axial View</source>
        <translation>复制轴位视图(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Layout 1x1</source>
        <translation>布局 1x1</translation>
    </message>
    <message>
        <source>Layout 1x3</source>
        <translation>布局 1x3</translation>
    </message>
    <message>
        <source>Layout 2x2 (with 3D)</source>
        <translation>布局 2x2（含 3D）</translation>
    </message>
    <message>
        <source>&amp;Neurological Convention (Right Is Right)</source>
        <translation>神经学约定（右即是右）(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Show Positions in &amp;LPS (DICOM) Instead of RAS</source>
        <translation>以 LPS（DICOM）而非 RAS 显示位置(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Volume Rendering in the 3D View</source>
        <translation>3D 视图中的体绘制(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip Through Overlays</source>
        <translation>逐个切换叠加层(&amp;F)</translation>
    </message>
    <message>
        <source>Save Screenshot</source>
        <translation>保存截图</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Screenshot</source>
        <translation>截图</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Add Overlay</source>
        <translation>添加叠加层</translation>
    </message>
    <message>
        <source>Running the segmentation model twice on the same CT gives different masks.</source>
        <translation>对同一 CT 运行两次分割模型，得到的掩膜不同。</translation>
    </message>
    <message>
        <source>Checking a model before sending it to the hospital&apos;s inference server.</source>
        <translation>在发送到医院推理服务器之前检查模型。</translation>
    </message>
    <message>
        <source>The model was exported again with a newer training script.</source>
        <translation>该模型已用更新的训练脚本重新导出。</translation>
    </message>
    <message>
        <source>%1 disagreement map</source>
        <translation>%1 差异图</translation>
    </message>
    <message>
        <source>Open Demo: Model &amp;Reruns Differ</source>
        <translation>打开演示：模型重复运行结果不同(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Run Model...</source>
        <translation>运行模型(&amp;R)...</translation>
    </message>
    <message>
        <source>Save Labels as DICOM &amp;SEG...</source>
        <translation>将标签保存为 DICOM SEG(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Inspect Model...</source>
        <translation>检查模型(&amp;I)...</translation>
    </message>
    <message>
        <source>Inspect a TorchScript model</source>
        <translation>检查 TorchScript 模型</translation>
    </message>
    <message>
        <source>TorchScript models (*.pt *.pth *.ts *.zip);;All files (*)</source>
        <translation>TorchScript 模型 (*.pt *.pth *.ts *.zip);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Compare R&amp;uns...</source>
        <translation>比较运行(&amp;U)...</translation>
    </message>
    <message>
        <source>&amp;Audit Dataset Splits...</source>
        <translation>审计数据集划分(&amp;A)...</translation>
    </message>
    <message>
        <source>Choose &amp;Label Table...</source>
        <translation>选择标签表(&amp;L)...</translation>
    </message>
    <message>
        <source>Select a label layer first.</source>
        <translation>请先选择一个标签图层。</translation>
    </message>
    <message>
        <source>Choose a label table</source>
        <translation>选择标签表</translation>
    </message>
    <message>
        <source>Label tables (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;All files (*)</source>
        <translation>标签表 (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Label table</source>
        <translation>标签表</translation>
    </message>
    <message>
        <source>Open &amp;Investigation...</source>
        <translation>打开调查(&amp;I)...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Investigation</source>
        <translation>保存调查(&amp;V)</translation>
    </message>
    <message>
        <source>Save Investigation &amp;As...</source>
        <translation>调查另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reset Window Layout</source>
        <translation>重置窗口布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Report a Problem...</source>
        <translation>报告问题(&amp;R)...</translation>
    </message>
    <message>
        <source>Unsaved investigation</source>
        <translation>未保存的调查</translation>
    </message>
    <message>
        <source>The investigation has changes that were not saved to its file. Save them before closing?</source>
        <translation>该调查有尚未保存到其文件的更改。关闭前是否保存？</translation>
    </message>
    <message>
        <source>Showing the correction was cancelled.</source>
        <translation>显示校正已取消。</translation>
    </message>
    <message>
        <source>Reading %1 to show the suspected correction...</source>
        <translation>正在读取 %1 以显示疑似的校正...</translation>
    </message>
    <message>
        <source>Building the 3D surfaces of the label maps...</source>
        <translation>正在构建标签图的 3D 表面...</translation>
    </message>
    <message>
        <source>The 3D surfaces could not be built: %1</source>
        <translation>无法构建 3D 表面：%1</translation>
    </message>
    <message>
        <source>The 3D surfaces are built.</source>
        <translation>3D 表面已构建完成。</translation>
    </message>
    <message>
        <source>Building the 3D surfaces was cancelled.</source>
        <translation>构建 3D 表面已取消。</translation>
    </message>
    <message>
        <source>The mask %1 could not be read to show the correction: %2</source>
        <translation>无法读取掩膜 %1，因此无法显示校正：%2</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ModelActions</name>
    <message>
        <source>Run a model on a DICOM series first: a SEG refers to the series&apos; images.</source>
        <translation>请先在 DICOM 序列上运行模型：SEG 需引用该序列的图像。</translation>
    </message>
    <message>
        <source>Save labels as DICOM SEG</source>
        <translation>将标签保存为 DICOM SEG</translation>
    </message>
    <message>
        <source>DICOM SEG (*.dcm);;All files (*)</source>
        <translation>DICOM SEG (*.dcm);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The labels could not be saved</source>
        <translation>无法保存标签</translation>
    </message>
    <message>
        <source>Saved %1 as DICOM SEG (%2 segments): %3</source>
        <translation>已将 %1 保存为 DICOM SEG（%2 个分段）：%3</translation>
    </message>
    <message>
        <source>Open an image first: the model runs on the base image.</source>
        <translation>请先打开图像：模型在基础图像上运行。</translation>
    </message>
    <message>
        <source>Running %1 on the base image...</source>
        <translation>正在基础图像上运行 %1...</translation>
    </message>
    <message>
        <source>%1 labels</source>
        <translation>%1 标签</translation>
    </message>
    <message>
        <source>%1 foreground probability</source>
        <translation>%1 前景概率</translation>
    </message>
    <message>
        <source>%1 ran on %2 (%3): %4 patch(es), %5 s.</source>
        <translation>%1 在 %2（%3）上运行：%4 个图块，%5 秒。</translation>
    </message>
    <message>
        <source>The model run was cancelled.</source>
        <translation>模型运行已取消。</translation>
    </message>
    <message>
        <source>The model could not run</source>
        <translation>模型无法运行</translation>
    </message>
    <message>
        <source>The map %1 could not be read: %2</source>
        <translation>无法读取图 %1：%2</translation>
    </message>
    <message>
        <source>no image in it</source>
        <translation>其中没有图像</translation>
    </message>
    <message>
        <source>Showing %1: brighter where the runs differ more (largest %2).</source>
        <translation>正在显示 %1：运行之间差异越大处越亮（最大值 %2）。</translation>
    </message>
    <message>
        <source>Showing %1: the runs agree everywhere.</source>
        <translation>正在显示 %1：各次运行处处一致。</translation>
    </message>
    <message>
        <source>%1 gave no usable result, so no layer was added. %2</source>
        <translation>%1 未给出可用结果，因此未添加图层。%2</translation>
    </message>
    <message>
        <source>Showing the map was cancelled.</source>
        <translation>显示差异图已取消。</translation>
    </message>
    <message>
        <source>The labels are being saved already: wait for it, or cancel it.</source>
        <translation>标签已在保存中：请等待其完成，或将其取消。</translation>
    </message>
    <message>
        <source>Saving %1 as DICOM SEG to %2...</source>
        <translation>正在将 %1 作为 DICOM SEG 保存到 %2...</translation>
    </message>
    <message>
        <source>Saving the labels as DICOM SEG was cancelled; no file was written.</source>
        <translation>将标签保存为 DICOM SEG 已取消；未写入任何文件。</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ModelInspectDialog</name>
    <message>
        <source>Inspect Model</source>
        <translation>检查模型</translation>
    </message>
    <message>
        <source>Reading...</source>
        <translation>正在读取...</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>模块</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Inspect Model: %1</source>
        <translation>检查模型：%1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>%1
LibTorch %2, file format version %3. %4
%5 parameters in %6 tensors (%7 trainable), %8, saved on %9; %10 buffers.</source>
        <translation>%1
LibTorch %2，文件格式版本 %3。%4
%6 个张量中共 %5 个参数（%7 个可训练），%8，保存于 %9；%10 个缓冲区。</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
    <message>
        <source>training</source>
        <translation>training</translation>
    </message>
    <message>
        <source>eval</source>
        <translation>eval</translation>
    </message>
    <message>
        <source> (reads self.training)</source>
        <translation>（读取 self.training）</translation>
    </message>
    <message>
        <source>Saved in training mode: its forward reads self.training, so dropout stays active or batch-norm statistics come from the batch at inference.</source>
        <translation>以训练模式保存：其 forward 读取 self.training，因此推理时 dropout 仍然生效，或 batch-norm 统计量来自当前批次。</translation>
    </message>
    <message>
        <source>No problems found: every module that reads self.training is in eval mode.</source>
        <translation>未发现问题：所有读取 self.training 的模块均处于 eval 模式。</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::NamedPathsDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ReportProblemDialog</name>
    <message>
        <source>Report a Problem</source>
        <translation>报告问题</translation>
    </message>
    <message>
        <source>&lt;p&gt;A report that can be acted on says what you did, what you expected and what happened instead, and includes:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The system and version information&lt;/b&gt; below (the button copies it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;The input&apos;s header&lt;/b&gt;: the output of &lt;code&gt;scansleuth-cli info --json PATH&lt;/code&gt; for each image, mask or folder involved. It holds no voxels, but DICOM headers name the patient: remove the identifiers before you send it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The investigation file&lt;/b&gt; (&lt;code&gt;*.investigation.json&lt;/code&gt;, File &amp;gt; Save Investigation) with its pictures folder, when the problem is in an investigation or its report.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The log&lt;/b&gt;: what the terminal shows. Start the program as &lt;code&gt;scansleuth 2&amp;gt;&amp;amp;1 | tee scansleuth.log&lt;/code&gt; and attach scansleuth.log.&lt;/li&gt;&lt;li&gt;For a model problem, the output of &lt;code&gt;scansleuth-cli model inspect MODEL.pt&lt;/code&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Never attach patient images unless your data agreement allows it; a synthetic volume or the demo study (File &amp;gt; Open Demo Study) that shows the problem is better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;一份可以据以处理的报告应说明你做了什么、期望发生什么以及实际发生了什么，并包含：&lt;/p&gt;&lt;ol&gt;&lt;li&gt;下方的&lt;b&gt;系统和版本信息&lt;/b&gt;（按钮可复制它）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;输入的头信息&lt;/b&gt;：对涉及的每幅图像、掩膜或文件夹运行 &lt;code&gt;scansleuth-cli info --json PATH&lt;/code&gt; 的输出。其中不含体素，但 DICOM 头信息中有患者姓名：发送前请删除标识信息。&lt;/li&gt;&lt;li&gt;问题出现在调查或其报告中时，提供&lt;b&gt;调查文件&lt;/b&gt;（&lt;code&gt;*.investigation.json&lt;/code&gt;，文件 &amp;gt; 保存调查）及其图片文件夹。&lt;/li&gt;&lt;li&gt;&lt;b&gt;日志&lt;/b&gt;：终端显示的内容。以 &lt;code&gt;scansleuth 2&amp;gt;&amp;amp;1 | tee scansleuth.log&lt;/code&gt; 启动程序并附上 scansleuth.log。&lt;/li&gt;&lt;li&gt;对于模型问题，提供 &lt;code&gt;scansleuth-cli model inspect MODEL.pt&lt;/code&gt; 的输出。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;除非数据协议允许，否则切勿附上患者图像；能显示问题的合成体积或演示研究（文件 &amp;gt; 打开演示研究）更好。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Copy System Information</source>
        <translation>复制系统信息(&amp;C)</translation>
    </message>
    <message>
        <source>Reading the versions...</source>
        <translation>正在读取版本信息...</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::RunModelDialog</name>
    <message>
        <source>Run model</source>
        <translation>运行模型</translation>
    </message>
    <message>
        <source>TorchScript file (.pt), saved with torch.jit.script or trace</source>
        <translation>TorchScript 文件（.pt），用 torch.jit.script 或 trace 保存</translation>
    </message>
    <message>
        <source>optional: preprocessing spec (.json)</source>
        <translation>可选：预处理规范（.json）</translation>
    </message>
    <message>
        <source>Automatic (CUDA when available)</source>
        <translation>自动（有 CUDA 时使用 CUDA）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>&quot;whole&quot; runs the whole volume at once; &quot;96,96,64&quot; a sliding window of that many voxels of the preprocessed grid (i, j, k).</source>
        <translation>“whole”表示一次运行整个体积；“96,96,64”表示在预处理后网格（i, j, k）上使用该体素数的滑动窗口。</translation>
    </message>
    <message>
        <source>Gaussian</source>
        <translation>高斯</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>常数</translation>
    </message>
    <message>
        <source>TorchScript (*.pt *.pth *.ts);;All files (*)</source>
        <translation>TorchScript (*.pt *.pth *.ts);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Spec (*.json);;All files (*)</source>
        <translation>规范 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Name the TorchScript model file.</source>
        <translation>请指定 TorchScript 模型文件。</translation>
    </message>
    <message>
        <source>&amp;Average over the 8 axis mirrorings (test-time augmentation)</source>
        <translation>对 8 种轴向镜像取平均（测试时增强）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>Preprocessing &amp;spec:</source>
        <translation>预处理规范(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>设备(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>图块(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Overlap:</source>
        <translation>重叠(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Blend:</source>
        <translation>融合(&amp;B)：</translation>
    </message>
    <message>
        <source>Ba&amp;tch:</source>
        <translation>批大小(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
</context>
<context>
    <name>scansleuth::app::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>scansleuth::knowledge</name>
    <message>
        <source>The SLURM job failed or was cancelled</source>
        <extracomment>symptom slurm-job-failed: title</extracomment>
        <translation>SLURM 作业失败或被取消</translation>
    </message>
    <message>
        <source>The job ends with state FAILED, TIMEOUT, OUT_OF_MEMORY, CANCELLED or NODE_FAIL, or its error file shows `DUE TO TIME LIMIT`, `oom-kill event`, `Killed`, `ModuleNotFoundError` or `No CUDA GPUs are available`.</source>
        <extracomment>symptom slurm-job-failed: description</extracomment>
        <translation>作业以 FAILED、TIMEOUT、OUT_OF_MEMORY、CANCELLED 或 NODE_FAIL 状态结束，或其错误文件中出现 `DUE TO TIME LIMIT`、`oom-kill event`、`Killed`、`ModuleNotFoundError` 或 `No CUDA GPUs are available`。</translation>
    </message>
    <message>
        <source>No GPU is visible (torch.cuda.is_available() is False)</source>
        <extracomment>symptom no-gpu-visible: title</extracomment>
        <translation>看不到 GPU（torch.cuda.is_available() 为 False）</translation>
    </message>
    <message>
        <source>On the cluster or in a container, `torch.cuda.is_available()` returns False, `nvidia-smi` is missing or lists nothing, or PyTorch says `No CUDA GPUs are available` or `Found no NVIDIA driver`.</source>
        <extracomment>symptom no-gpu-visible: description</extracomment>
        <translation>在集群或容器中，`torch.cuda.is_available()` 返回 False，`nvidia-smi` 不存在或什么也不列出，或 PyTorch 报告 `No CUDA GPUs are available` 或 `Found no NVIDIA driver`。</translation>
    </message>
    <message>
        <source>The job reached its time limit (TIMEOUT)</source>
        <extracomment>hypothesis slurm-walltime: title</extracomment>
        <translation>作业达到时间限制（TIMEOUT）</translation>
    </message>
    <message>
        <source>SLURM ends a job at `--time`: state TIMEOUT and &apos;CANCELLED ... DUE TO TIME LIMIT&apos; in the error file. Training without checkpoints loses everything.</source>
        <extracomment>hypothesis slurm-walltime: explanation</extracomment>
        <translation>SLURM 在 `--time` 到时结束作业：状态为 TIMEOUT，错误文件中有“CANCELLED ... DUE TO TIME LIMIT”。没有检查点的训练会全部丢失。</translation>
    </message>
    <message>
        <source>slurm.timeout: state TIMEOUT, Elapsed equal to Timelimit.</source>
        <extracomment>hypothesis slurm-walltime: supports</extracomment>
        <translation>slurm.timeout：状态 TIMEOUT，Elapsed 等于 Timelimit。</translation>
    </message>
    <message>
        <source>The job ended before its time limit.</source>
        <extracomment>hypothesis slurm-walltime: refutes</extracomment>
        <translation>作业在时间限制之前就已结束。</translation>
    </message>
    <message>
        <source>Request more time (`#SBATCH --time=48:00:00`) within the partition&apos;s maximum (`sinfo -o &apos;%P %l&apos;`).</source>
        <extracomment>hypothesis slurm-walltime: quick_wins</extracomment>
        <translation>在分区上限内申请更多时间（`#SBATCH --time=48:00:00`）（上限见 `sinfo -o &apos;%P %l&apos;`）。</translation>
    </message>
    <message>
        <source>Checkpoint every N minutes and resume from the last checkpoint.</source>
        <extracomment>hypothesis slurm-walltime: quick_wins</extracomment>
        <translation>每 N 分钟保存一次检查点，并从最后一个检查点恢复。</translation>
    </message>
    <message>
        <source>Use `#SBATCH --signal=B:USR1@300` and save a checkpoint when the signal arrives, then requeue (`scontrol requeue`).</source>
        <extracomment>hypothesis slurm-walltime: escalation</extracomment>
        <translation>使用 `#SBATCH --signal=B:USR1@300`，收到信号时保存检查点，然后重新排队（`scontrol requeue`）。</translation>
    </message>
    <message>
        <source>Chain jobs with `--dependency=afterany:JOBID`.</source>
        <extracomment>hypothesis slurm-walltime: escalation</extracomment>
        <translation>用 `--dependency=afterany:JOBID` 串联作业。</translation>
    </message>
    <message>
        <source>The job exceeded its memory request (OUT_OF_MEMORY)</source>
        <extracomment>hypothesis slurm-out-of-memory: title</extracomment>
        <translation>作业超出了申请的内存（OUT_OF_MEMORY）</translation>
    </message>
    <message>
        <source>The cgroup limit from `--mem`/`--mem-per-cpu` was exceeded: state OUT_OF_MEMORY, &apos;oom-kill event&apos; or &apos;Killed&apos; in the error file.</source>
        <extracomment>hypothesis slurm-out-of-memory: explanation</extracomment>
        <translation>超出了 `--mem`/`--mem-per-cpu` 设定的 cgroup 限制：状态为 OUT_OF_MEMORY，错误文件中有“oom-kill event”或“Killed”。</translation>
    </message>
    <message>
        <source>slurm.out_of_memory or slurm.killed.</source>
        <extracomment>hypothesis slurm-out-of-memory: supports</extracomment>
        <translation>slurm.out_of_memory 或 slurm.killed。</translation>
    </message>
    <message>
        <source>No memory event in the logs and MaxRSS well below the request.</source>
        <extracomment>hypothesis slurm-out-of-memory: refutes</extracomment>
        <translation>日志中没有内存事件，且 MaxRSS 远低于申请量。</translation>
    </message>
    <message>
        <source>Request more memory and check MaxRSS afterwards (`sacct -j JOBID --format=MaxRSS,ReqMem`).</source>
        <extracomment>hypothesis slurm-out-of-memory: quick_wins</extracomment>
        <translation>申请更多内存，并在之后检查 MaxRSS（`sacct -j JOBID --format=MaxRSS,ReqMem`）。</translation>
    </message>
    <message>
        <source>Lower `num_workers`, the cache rate, or the number of volumes held in memory.</source>
        <extracomment>hypothesis slurm-out-of-memory: quick_wins</extracomment>
        <translation>降低 `num_workers`、缓存比例或内存中保存的体积数量。</translation>
    </message>
    <message>
        <source>Follow the &quot;Killed&quot; investigation (symptom killed-oom) to find what holds the memory.</source>
        <extracomment>hypothesis slurm-out-of-memory: escalation</extracomment>
        <translation>按“Killed”调查（症状 killed-oom）找出占用内存的部分。</translation>
    </message>
    <message>
        <source>The job ran out of GPU memory</source>
        <extracomment>hypothesis slurm-cuda-oom: title</extracomment>
        <translation>作业耗尽了 GPU 显存</translation>
    </message>
    <message>
        <source>The job failed because PyTorch ran out of GPU memory: &apos;CUDA out of memory&apos; in the error file. The job state is usually FAILED, not OUT_OF_MEMORY.</source>
        <extracomment>hypothesis slurm-cuda-oom: explanation</extracomment>
        <translation>作业失败是因为 PyTorch 耗尽了 GPU 显存：错误文件中有“CUDA out of memory”。作业状态通常是 FAILED，而不是 OUT_OF_MEMORY。</translation>
    </message>
    <message>
        <source>slurm.cuda_oom with the allocation that failed.</source>
        <extracomment>hypothesis slurm-cuda-oom: supports</extracomment>
        <translation>slurm.cuda_oom 及分配失败的那次分配。</translation>
    </message>
    <message>
        <source>No CUDA out-of-memory message.</source>
        <extracomment>hypothesis slurm-cuda-oom: refutes</extracomment>
        <translation>没有 CUDA 显存不足的消息。</translation>
    </message>
    <message>
        <source>Request a GPU with more memory (`--gres=gpu:a100:1`, `--constraint`).</source>
        <extracomment>hypothesis slurm-cuda-oom: quick_wins</extracomment>
        <translation>申请显存更大的 GPU（`--gres=gpu:a100:1`、`--constraint`）。</translation>
    </message>
    <message>
        <source>Follow the CUDA out of memory investigation (symptom cuda-out-of-memory).</source>
        <extracomment>hypothesis slurm-cuda-oom: escalation</extracomment>
        <translation>按 CUDA 显存不足调查（症状 cuda-out-of-memory）继续。</translation>
    </message>
    <message>
        <source>The job did not request a GPU</source>
        <extracomment>hypothesis slurm-missing-gpu-request: title</extracomment>
        <translation>作业没有申请 GPU</translation>
    </message>
    <message>
        <source>Without `--gres=gpu:N` (or `--gpus=N`) SLURM gives the job no GPU even on a GPU partition: CUDA_VISIBLE_DEVICES is empty and PyTorch falls back to CPU or fails.</source>
        <extracomment>hypothesis slurm-missing-gpu-request: explanation</extracomment>
        <translation>没有 `--gres=gpu:N`（或 `--gpus=N`）时，即使在 GPU 分区上 SLURM 也不给作业分配 GPU：CUDA_VISIBLE_DEVICES 为空，PyTorch 回退到 CPU 或失败。</translation>
    </message>
    <message>
        <source>`scontrol show job` shows no gres/gpu in TRES, and CUDA_VISIBLE_DEVICES is empty inside the job.</source>
        <extracomment>hypothesis slurm-missing-gpu-request: supports</extracomment>
        <translation>`scontrol show job` 显示 TRES 中没有 gres/gpu，作业内 CUDA_VISIBLE_DEVICES 为空。</translation>
    </message>
    <message>
        <source>The job&apos;s TRES include a GPU and nvidia-smi inside the job lists it.</source>
        <extracomment>hypothesis slurm-missing-gpu-request: refutes</extracomment>
        <translation>作业的 TRES 包含 GPU，且作业内的 nvidia-smi 能列出它。</translation>
    </message>
    <message>
        <source>Add `#SBATCH --gres=gpu:1` (or `--gpus=1`) and the GPU partition (`-p gpu`).</source>
        <extracomment>hypothesis slurm-missing-gpu-request: quick_wins</extracomment>
        <translation>添加 `#SBATCH --gres=gpu:1`（或 `--gpus=1`）及 GPU 分区（`-p gpu`）。</translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s documentation for the GPU type names (`sinfo -o &apos;%P %G&apos;`).</source>
        <extracomment>hypothesis slurm-missing-gpu-request: escalation</extracomment>
        <translation>查阅集群文档获取 GPU 类型名称（`sinfo -o &apos;%P %G&apos;`）。</translation>
    </message>
    <message>
        <source>The job&apos;s environment lacks the modules or environment loaded interactively</source>
        <extracomment>hypothesis slurm-modules-not-loaded: title</extracomment>
        <translation>作业环境缺少交互式会话中加载的模块或环境</translation>
    </message>
    <message>
        <source>Batch jobs do not run your interactive shell&apos;s `module load` or `conda activate`. Python, CUDA libraries or packages then differ: &apos;ModuleNotFoundError&apos;, &apos;libcudart.so: cannot open shared object file&apos;, &apos;command not found&apos;.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: explanation</extracomment>
        <translation>批处理作业不会执行交互式 shell 中的 `module load` 或 `conda activate`。于是 Python、CUDA 库或软件包会不同：“ModuleNotFoundError”、“libcudart.so: cannot open shared object file”、“command not found”。</translation>
    </message>
    <message>
        <source>`which python` and `module list` differ between the interactive shell and the job.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: supports</extracomment>
        <translation>交互式 shell 与作业中的 `which python` 和 `module list` 不同。</translation>
    </message>
    <message>
        <source>The job&apos;s environment matches the interactive one.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: refutes</extracomment>
        <translation>作业环境与交互式环境一致。</translation>
    </message>
    <message>
        <source>Load modules and activate the environment inside the batch script, with full paths (`source ~/miniconda3/bin/activate ENV`).</source>
        <extracomment>hypothesis slurm-modules-not-loaded: quick_wins</extracomment>
        <translation>在批处理脚本内用完整路径加载模块并激活环境（`source ~/miniconda3/bin/activate ENV`）。</translation>
    </message>
    <message>
        <source>Start with `module purge` for a reproducible environment.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: quick_wins</extracomment>
        <translation>以 `module purge` 开始，得到可复现的环境。</translation>
    </message>
    <message>
        <source>Put the environment in a container image and run the job in it.</source>
        <extracomment>hypothesis slurm-modules-not-loaded: escalation</extracomment>
        <translation>将环境放入容器镜像，并在其中运行作业。</translation>
    </message>
    <message>
        <source>A distributed (NCCL) error ended the job</source>
        <extracomment>hypothesis slurm-nccl-failure: title</extracomment>
        <translation>分布式（NCCL）错误导致作业结束</translation>
    </message>
    <message>
        <source>Multi-GPU jobs fail with NCCL errors when a rank dies, a network interface is wrong, or ranks time out (&apos;NCCL WARN&apos;, &apos;Watchdog caught collective operation timeout&apos;).</source>
        <extracomment>hypothesis slurm-nccl-failure: explanation</extracomment>
        <translation>当某个 rank 退出、网络接口设置错误或 rank 超时（“NCCL WARN”、“Watchdog caught collective operation timeout”）时，多 GPU 作业会因 NCCL 错误而失败。</translation>
    </message>
    <message>
        <source>slurm.nccl_error with the NCCL lines.</source>
        <extracomment>hypothesis slurm-nccl-failure: supports</extracomment>
        <translation>slurm.nccl_error 及 NCCL 相关行。</translation>
    </message>
    <message>
        <source>No NCCL error in the logs.</source>
        <extracomment>hypothesis slurm-nccl-failure: refutes</extracomment>
        <translation>日志中没有 NCCL 错误。</translation>
    </message>
    <message>
        <source>Rerun with `NCCL_DEBUG=INFO TORCH_DISTRIBUTED_DEBUG=DETAIL` and read the first rank that failed.</source>
        <extracomment>hypothesis slurm-nccl-failure: quick_wins</extracomment>
        <translation>用 `NCCL_DEBUG=INFO TORCH_DISTRIBUTED_DEBUG=DETAIL` 重新运行，查看第一个失败的 rank。</translation>
    </message>
    <message>
        <source>Follow the hang investigation (symptom training-hangs) for ranks that wait on each other.</source>
        <extracomment>hypothesis slurm-nccl-failure: escalation</extracomment>
        <translation>对互相等待的 rank，按挂起调查（症状 training-hangs）继续。</translation>
    </message>
    <message>
        <source>The container was started without GPU access</source>
        <extracomment>hypothesis container-gpu-not-exposed: title</extracomment>
        <translation>容器启动时没有 GPU 访问权限</translation>
    </message>
    <message>
        <source>Apptainer/Singularity needs `--nv` and Docker needs `--gpus all` (with the NVIDIA container toolkit) to expose the driver and devices inside the container.</source>
        <extracomment>hypothesis container-gpu-not-exposed: explanation</extracomment>
        <translation>Apptainer/Singularity 需要 `--nv`，Docker 需要 `--gpus all`（配合 NVIDIA container toolkit），才能在容器内暴露驱动和设备。</translation>
    </message>
    <message>
        <source>nvidia-smi works on the host (or the job) but not inside the container.</source>
        <extracomment>hypothesis container-gpu-not-exposed: supports</extracomment>
        <translation>nvidia-smi 在主机（或作业）上可用，但在容器内不可用。</translation>
    </message>
    <message>
        <source>nvidia-smi inside the container lists the GPU.</source>
        <extracomment>hypothesis container-gpu-not-exposed: refutes</extracomment>
        <translation>容器内的 nvidia-smi 能列出 GPU。</translation>
    </message>
    <message>
        <source>`apptainer exec --nv image.sif python train.py` or `docker run --gpus all ...`.</source>
        <extracomment>hypothesis container-gpu-not-exposed: quick_wins</extracomment>
        <translation>`apptainer exec --nv image.sif python train.py` 或 `docker run --gpus all ...`。</translation>
    </message>
    <message>
        <source>Check that the host driver supports the CUDA version of the image.</source>
        <extracomment>hypothesis container-gpu-not-exposed: escalation</extracomment>
        <translation>检查主机驱动是否支持镜像中的 CUDA 版本。</translation>
    </message>
    <message>
        <source>The installed PyTorch is a CPU-only build</source>
        <extracomment>hypothesis torch-cpu-build: title</extracomment>
        <translation>安装的 PyTorch 是仅 CPU 版本</translation>
    </message>
    <message>
        <source>A pip or conda install without the CUDA index (or a dependency that pulled the CPU wheel) gives a PyTorch without CUDA: `torch.version.cuda` is None.</source>
        <extracomment>hypothesis torch-cpu-build: explanation</extracomment>
        <translation>不带 CUDA 索引的 pip 或 conda 安装（或某个依赖拉取了 CPU wheel）会得到不含 CUDA 的 PyTorch：`torch.version.cuda` 为 None。</translation>
    </message>
    <message>
        <source>`torch.version.cuda` prints None.</source>
        <extracomment>hypothesis torch-cpu-build: supports</extracomment>
        <translation>`torch.version.cuda` 输出 None。</translation>
    </message>
    <message>
        <source>`torch.version.cuda` prints a version.</source>
        <extracomment>hypothesis torch-cpu-build: refutes</extracomment>
        <translation>`torch.version.cuda` 输出一个版本号。</translation>
    </message>
    <message>
        <source>Install the CUDA build: `pip install torch --index-url https://download.pytorch.org/whl/cu121` (pick the CUDA version the driver supports).</source>
        <extracomment>hypothesis torch-cpu-build: quick_wins</extracomment>
        <translation>安装 CUDA 版本：`pip install torch --index-url https://download.pytorch.org/whl/cu121`（选择驱动支持的 CUDA 版本）。</translation>
    </message>
    <message>
        <source>Check which package pulled the CPU wheel (`pip install --dry-run`, `pipdeptree -r -p torch`).</source>
        <extracomment>hypothesis torch-cpu-build: escalation</extracomment>
        <translation>检查是哪个软件包拉取了 CPU wheel（`pip install --dry-run`、`pipdeptree -r -p torch`）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is older than PyTorch&apos;s CUDA needs</source>
        <extracomment>hypothesis cuda-driver-too-old: title</extracomment>
        <translation>NVIDIA 驱动比 PyTorch 的 CUDA 所需版本旧</translation>
    </message>
    <message>
        <source>Each CUDA runtime needs a minimum driver version; a PyTorch built for a newer CUDA than the node&apos;s driver supports reports no GPU or &apos;The NVIDIA driver on your system is too old&apos;.</source>
        <extracomment>hypothesis cuda-driver-too-old: explanation</extracomment>
        <translation>每个 CUDA 运行时都需要最低驱动版本；为比节点驱动所支持的更新的 CUDA 构建的 PyTorch 会报告没有 GPU，或“The NVIDIA driver on your system is too old”。</translation>
    </message>
    <message>
        <source>nvidia-smi&apos;s &apos;CUDA Version&apos; is lower than `torch.version.cuda`.</source>
        <extracomment>hypothesis cuda-driver-too-old: supports</extracomment>
        <translation>nvidia-smi 显示的“CUDA Version”低于 `torch.version.cuda`。</translation>
    </message>
    <message>
        <source>The driver&apos;s CUDA version is at least PyTorch&apos;s.</source>
        <extracomment>hypothesis cuda-driver-too-old: refutes</extracomment>
        <translation>驱动的 CUDA 版本不低于 PyTorch 的。</translation>
    </message>
    <message>
        <source>Install a PyTorch built for an older CUDA, or use a node with a newer driver.</source>
        <extracomment>hypothesis cuda-driver-too-old: quick_wins</extracomment>
        <translation>安装为较旧 CUDA 构建的 PyTorch，或使用驱动更新的节点。</translation>
    </message>
    <message>
        <source>Ask the administrators for the driver roadmap of the GPU nodes.</source>
        <extracomment>hypothesis cuda-driver-too-old: escalation</extracomment>
        <translation>向管理员询问 GPU 节点的驱动升级计划。</translation>
    </message>
    <message>
        <source>Check the GPU request and what the job (or container) sees</source>
        <extracomment>experiment exp-slurm-gpu-request: title</extracomment>
        <translation>检查 GPU 申请以及作业（或容器）看到的内容</translation>
    </message>
    <message>
        <source>Inside the job (and inside the container, if any), record what SLURM allocated and what PyTorch sees.</source>
        <extracomment>experiment exp-slurm-gpu-request: description</extracomment>
        <translation>在作业内（如有容器，也在容器内）记录 SLURM 分配了什么以及 PyTorch 看到了什么。</translation>
    </message>
    <message>
        <source>The first missing link names the cause: no gres in TRES, no GPU in the container, torch.version.cuda None, or a driver older than PyTorch&apos;s CUDA.</source>
        <extracomment>experiment exp-slurm-gpu-request: supports</extracomment>
        <translation>第一个缺失的环节指明原因：TRES 中没有 gres、容器中没有 GPU、torch.version.cuda 为 None，或驱动比 PyTorch 的 CUDA 旧。</translation>
    </message>
    <message>
        <source>Every link is present and PyTorch sees the GPU.</source>
        <extracomment>experiment exp-slurm-gpu-request: refutes</extracomment>
        <translation>每个环节都在，PyTorch 能看到 GPU。</translation>
    </message>
    <message>
        <source>AllocTRES of the job (does it include gres/gpu?)</source>
        <extracomment>experiment exp-slurm-gpu-request: form tres</extracomment>
        <translation>作业的 AllocTRES（是否包含 gres/gpu？）</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES inside the job</source>
        <extracomment>experiment exp-slurm-gpu-request: form visible_devices</extracomment>
        <translation>作业内的 CUDA_VISIBLE_DEVICES</translation>
    </message>
    <message>
        <source>Does nvidia-smi list a GPU inside the job?</source>
        <extracomment>experiment exp-slurm-gpu-request: form nvidia_smi_job</extracomment>
        <translation>作业内的 nvidia-smi 是否列出 GPU？</translation>
    </message>
    <message>
        <source>Does nvidia-smi list a GPU inside the container?</source>
        <extracomment>experiment exp-slurm-gpu-request: form nvidia_smi_container</extracomment>
        <translation>容器内的 nvidia-smi 是否列出 GPU？</translation>
    </message>
    <message>
        <source>CUDA Version shown by nvidia-smi</source>
        <extracomment>experiment exp-slurm-gpu-request: form driver_cuda</extracomment>
        <translation>nvidia-smi 显示的 CUDA Version</translation>
    </message>
    <message>
        <source>torch.version.cuda</source>
        <extracomment>experiment exp-slurm-gpu-request: form torch_cuda</extracomment>
        <translation>torch.version.cuda</translation>
    </message>
    <message>
        <source>Compare the job&apos;s environment with the interactive one</source>
        <extracomment>experiment exp-slurm-environment: title</extracomment>
        <translation>比较作业环境与交互式环境</translation>
    </message>
    <message>
        <source>Record the Python, modules and library paths in both places.</source>
        <extracomment>experiment exp-slurm-environment: description</extracomment>
        <translation>在两处分别记录 Python、模块和库路径。</translation>
    </message>
    <message>
        <source>Python, modules or library paths differ.</source>
        <extracomment>experiment exp-slurm-environment: supports</extracomment>
        <translation>Python、模块或库路径不同。</translation>
    </message>
    <message>
        <source>The environments match.</source>
        <extracomment>experiment exp-slurm-environment: refutes</extracomment>
        <translation>两个环境一致。</translation>
    </message>
    <message>
        <source>which python (interactive)</source>
        <extracomment>experiment exp-slurm-environment: form python_interactive</extracomment>
        <translation>which python（交互式）</translation>
    </message>
    <message>
        <source>which python (in the job)</source>
        <extracomment>experiment exp-slurm-environment: form python_job</extracomment>
        <translation>which python（作业内）</translation>
    </message>
    <message>
        <source>Do the loaded modules differ?</source>
        <extracomment>experiment exp-slurm-environment: form modules_differ</extracomment>
        <translation>加载的模块是否不同？</translation>
    </message>
    <message>
        <source>The test score is too good to be true</source>
        <extracomment>symptom test-score-too-good: title</extracomment>
        <translation>测试分数好得令人难以置信</translation>
    </message>
    <message>
        <source>Dice, AUC or accuracy on the test set are close to perfect, better than published results or than inter-rater agreement, or as good as on the training set.</source>
        <extracomment>symptom test-score-too-good: description</extracomment>
        <translation>测试集上的 Dice、AUC 或准确率接近完美，优于已发表结果或评估者间一致性，或与训练集上一样好。</translation>
    </message>
    <message>
        <source>Reruns give different results</source>
        <extracomment>symptom nondeterministic-results: title</extracomment>
        <translation>重复运行结果不同</translation>
    </message>
    <message>
        <source>Training twice with the same code and data gives different curves or scores, or inference on the same input gives different outputs.</source>
        <extracomment>symptom nondeterministic-results: description</extracomment>
        <translation>用相同代码和数据训练两次得到不同的曲线或分数，或对同一输入推理得到不同的输出。</translation>
    </message>
    <message>
        <source>CPU and GPU give different results</source>
        <extracomment>symptom cpu-gpu-mismatch: title</extracomment>
        <translation>CPU 与 GPU 结果不同</translation>
    </message>
    <message>
        <source>The same model and input give different outputs on CPU and on GPU (or on two GPU types), beyond rounding.</source>
        <extracomment>symptom cpu-gpu-mismatch: description</extracomment>
        <translation>同一模型和输入在 CPU 与 GPU（或两种 GPU）上给出的输出差异超出舍入误差。</translation>
    </message>
    <message>
        <source>A metric looks implausible</source>
        <extracomment>symptom metric-implausible: title</extracomment>
        <translation>某个指标看起来不合理</translation>
    </message>
    <message>
        <source>AUC well below 0.5, Dice near 0 while predictions look right, scores that change when computed per slice or per volume, or radiomics features that differ between scans of the same object.</source>
        <extracomment>symptom metric-implausible: description</extracomment>
        <translation>AUC 远低于 0.5，预测看起来正确而 Dice 接近 0，按切片计算与按体积计算的分数不同，或同一物体不同扫描的影像组学特征不同。</translation>
    </message>
    <message>
        <source>The same patients are in the training and test sets</source>
        <extracomment>hypothesis leak-patient-overlap: title</extracomment>
        <translation>训练集和测试集中有相同的患者</translation>
    </message>
    <message>
        <source>The metric was computed on the wrong split</source>
        <extracomment>hypothesis leak-metric-wrong-split: title</extracomment>
        <translation>指标是在错误的划分上计算的</translation>
    </message>
    <message>
        <source>Log the case IDs with every metric and assert they equal the test list.</source>
        <extracomment>hypothesis leak-metric-wrong-split: quick_wins</extracomment>
        <translation>每个指标都记录病例 ID，并断言它们与测试列表一致。</translation>
    </message>
    <message>
        <source>Keep the test set in a separate folder read only by the final evaluation script.</source>
        <extracomment>hypothesis leak-metric-wrong-split: quick_wins</extracomment>
        <translation>将测试集放在单独的文件夹中，仅由最终评估脚本读取。</translation>
    </message>
    <message>
        <source>Re-run the final evaluation from a clean checkout on a held-out set.</source>
        <extracomment>hypothesis leak-metric-wrong-split: escalation</extracomment>
        <translation>从干净的代码检出在留出集上重新运行最终评估。</translation>
    </message>
    <message>
        <source>Duplicate or augmented copies of volumes cross the split</source>
        <extracomment>hypothesis leak-duplicate-volumes: title</extracomment>
        <translation>体积的重复或增强副本跨越了划分</translation>
    </message>
    <message>
        <source>Preprocessing or feature selection was fitted on all data</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: title</extracomment>
        <translation>预处理或特征选择是在全部数据上拟合的</translation>
    </message>
    <message>
        <source>Normalisation statistics, PCA, feature selection or oversampling (SMOTE) computed on the whole dataset before splitting carry test information into training.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: explanation</extracomment>
        <translation>在划分前于整个数据集上计算的归一化统计量、PCA、特征选择或过采样（SMOTE）会把测试信息带入训练。</translation>
    </message>
    <message>
        <source>Every fit uses the training fold only.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: refutes</extracomment>
        <translation>每次拟合都只使用训练折。</translation>
    </message>
    <message>
        <source>Put preprocessing in an `sklearn.pipeline.Pipeline` and fit it inside cross-validation.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: quick_wins</extracomment>
        <translation>将预处理放入 `sklearn.pipeline.Pipeline`，并在交叉验证内部拟合。</translation>
    </message>
    <message>
        <source>Recompute the metric with every fit moved inside the training fold.</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: escalation</extracomment>
        <translation>将所有拟合移到训练折内部后重新计算指标。</translation>
    </message>
    <message>
        <source>The model uses a shortcut that reveals the label</source>
        <extracomment>hypothesis leak-shortcut: title</extracomment>
        <translation>模型利用了泄露标签的捷径</translation>
    </message>
    <message>
        <source>Burned-in text, markers, rulers, a scanner or site that correlates with the label, or the mask&apos;s presence in the input let the model predict without the anatomy.</source>
        <extracomment>hypothesis leak-shortcut: explanation</extracomment>
        <translation>烧录文字、标记、标尺、与标签相关的扫描仪或站点，或输入中存在掩膜，使模型无需解剖结构即可预测。</translation>
    </message>
    <message>
        <source>Occluding the anatomy barely changes the score, or a classifier predicts the label from the site or scanner alone.</source>
        <extracomment>hypothesis leak-shortcut: supports</extracomment>
        <translation>遮挡解剖结构后分数几乎不变，或仅凭站点或扫描仪即可预测标签。</translation>
    </message>
    <message>
        <source>Performance collapses when the anatomy is occluded and site does not predict the label.</source>
        <extracomment>hypothesis leak-shortcut: refutes</extracomment>
        <translation>遮挡解剖结构后性能崩溃，且站点无法预测标签。</translation>
    </message>
    <message>
        <source>Look at saliency maps (Grad-CAM) of a few confident cases.</source>
        <extracomment>hypothesis leak-shortcut: quick_wins</extracomment>
        <translation>查看几个高置信度病例的显著性图（Grad-CAM）。</translation>
    </message>
    <message>
        <source>Evaluate per site and scanner; test on an external site.</source>
        <extracomment>hypothesis leak-shortcut: escalation</extracomment>
        <translation>按站点和扫描仪分别评估；在外部站点上测试。</translation>
    </message>
    <message>
        <source>Training and deployment preprocess differently</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: title</extracomment>
        <translation>训练与部署的预处理不同</translation>
    </message>
    <message>
        <source>Intensity normalisation (HU window, z-score per volume or per dataset), target spacing, orientation, cropping or data type differ between the training pipeline and the one used on new data.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: explanation</extracomment>
        <translation>训练流程与用于新数据的流程在强度归一化（HU 窗、按体积或按数据集的 z-score）、目标间距、方向、裁剪或数据类型上不同。</translation>
    </message>
    <message>
        <source>Use one preprocessing function for training and inference, and save its parameters with the model.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: quick_wins</extracomment>
        <translation>训练和推理使用同一个预处理函数，并将其参数与模型一同保存。</translation>
    </message>
    <message>
        <source>Save one preprocessed production input and compare its histogram, spacing and orientation with a training input.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: quick_wins</extracomment>
        <translation>保存一个预处理后的生产输入，将其直方图、间距和方向与一个训练输入比较。</translation>
    </message>
    <message>
        <source>Write a test that runs both pipelines on the same raw case and compares the tensors.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: escalation</extracomment>
        <translation>编写一个测试，在同一个原始病例上运行两条流程并比较张量。</translation>
    </message>
    <message>
        <source>The new data come from another domain (site, scanner, protocol)</source>
        <extracomment>hypothesis gap-domain-shift: title</extracomment>
        <translation>新数据来自另一个域（站点、扫描仪、协议）</translation>
    </message>
    <message>
        <source>Different scanners, reconstruction kernels, contrast phases, field strengths or populations change the input distribution; a model trained on one site often drops on another.</source>
        <extracomment>hypothesis gap-domain-shift: explanation</extracomment>
        <translation>不同的扫描仪、重建核、增强期相、场强或人群会改变输入分布；在一个站点训练的模型换到另一个站点时常常性能下降。</translation>
    </message>
    <message>
        <source>Stratify the evaluation by Manufacturer, ManufacturerModelName and protocol tags.</source>
        <extracomment>hypothesis gap-domain-shift: quick_wins</extracomment>
        <translation>按 Manufacturer、ManufacturerModelName 和协议标签对评估分层。</translation>
    </message>
    <message>
        <source>Add intensity augmentation (gamma, bias field, noise) and data from the new domain.</source>
        <extracomment>hypothesis gap-domain-shift: quick_wins</extracomment>
        <translation>加入强度增强（gamma、偏置场、噪声）以及来自新域的数据。</translation>
    </message>
    <message>
        <source>Fine-tune on a small labelled set from the new domain; report per-site results.</source>
        <extracomment>hypothesis gap-domain-shift: escalation</extracomment>
        <translation>在新域的小规模标注集上微调；报告各站点的结果。</translation>
    </message>
    <message>
        <source>The model runs in training mode at inference</source>
        <extracomment>hypothesis gap-model-in-train-mode: title</extracomment>
        <translation>推理时模型处于训练模式</translation>
    </message>
    <message>
        <source>Without `model.eval()`, dropout stays active and batch normalisation uses the statistics of the current batch: outputs change with batch composition and between runs.</source>
        <extracomment>hypothesis gap-model-in-train-mode: explanation</extracomment>
        <translation>没有 `model.eval()` 时，dropout 保持生效，batch normalization 使用当前批次的统计量：输出随批次组成及每次运行而变化。</translation>
    </message>
    <message>
        <source>Call `model.eval()` before inference and `model.train()` only in the training loop.</source>
        <extracomment>hypothesis gap-model-in-train-mode: quick_wins</extracomment>
        <translation>推理前调用 `model.eval()`，只在训练循环中调用 `model.train()`。</translation>
    </message>
    <message>
        <source>Assert `not any(m.training for m in model.modules())` in the inference script.</source>
        <extracomment>hypothesis gap-model-in-train-mode: quick_wins</extracomment>
        <translation>在推理脚本中断言 `not any(m.training for m in model.modules())`。</translation>
    </message>
    <message>
        <source>Export the model to TorchScript in eval mode and load that in production.</source>
        <extracomment>hypothesis gap-model-in-train-mode: escalation</extracomment>
        <translation>在 eval 模式下将模型导出为 TorchScript，并在生产中加载它。</translation>
    </message>
    <message>
        <source>Predictions are written in the wrong frame</source>
        <extracomment>hypothesis gap-prediction-frame: title</extracomment>
        <translation>预测结果写入了错误的坐标系</translation>
    </message>
    <message>
        <source>The deployed pipeline reorients or resamples the input and writes the prediction without undoing it, so the prediction lands shifted or flipped against the original image; the metric then drops although the model is fine.</source>
        <extracomment>hypothesis gap-prediction-frame: explanation</extracomment>
        <translation>部署的流程对输入做了重新定向或重采样，却在写出预测时没有还原，因此预测相对于原始图像发生平移或翻转；即使模型本身没问题，指标也会下降。</translation>
    </message>
    <message>
        <source>A geometry finding between the original image and the written prediction.</source>
        <extracomment>hypothesis gap-prediction-frame: supports</extracomment>
        <translation>原始图像与写出的预测之间存在几何发现。</translation>
    </message>
    <message>
        <source>The prediction is in the image&apos;s frame.</source>
        <extracomment>hypothesis gap-prediction-frame: refutes</extracomment>
        <translation>预测处于图像的坐标系中。</translation>
    </message>
    <message>
        <source>Resample predictions back to the original image&apos;s grid and copy its header before saving.</source>
        <extracomment>hypothesis gap-prediction-frame: quick_wins</extracomment>
        <translation>保存前将预测重采样回原始图像的网格，并复制其头信息。</translation>
    </message>
    <message>
        <source>Follow the mask-misaligned investigation on one production case.</source>
        <extracomment>hypothesis gap-prediction-frame: escalation</extracomment>
        <translation>在一个生产病例上按 mask-misaligned 调查继续。</translation>
    </message>
    <message>
        <source>Inputs contain NaN or infinite values</source>
        <extracomment>hypothesis nan-input-data: title</extracomment>
        <translation>输入包含 NaN 或无穷值</translation>
    </message>
    <message>
        <source>NaN outside a brain mask, in padding, from a division by a zero standard deviation, or Inf from a bad rescale make losses NaN or, in inference, silently corrupt outputs (NaN propagates; many metrics ignore it).</source>
        <extracomment>hypothesis nan-input-data: explanation</extracomment>
        <translation>脑掩膜之外、填充区域中、除以为零的标准差产生的 NaN，或错误重缩放产生的 Inf，会使损失变为 NaN，或在推理中悄无声息地破坏输出（NaN 会传播；许多指标会忽略它）。</translation>
    </message>
    <message>
        <source>The scan finds NaN or infinite voxels in the named files.</source>
        <extracomment>hypothesis nan-input-data: supports</extracomment>
        <translation>扫描在所列文件中发现 NaN 或无穷值体素。</translation>
    </message>
    <message>
        <source>No NaN or Inf in any volume.</source>
        <extracomment>hypothesis nan-input-data: refutes</extracomment>
        <translation>所有体积中都没有 NaN 或 Inf。</translation>
    </message>
    <message>
        <source>Replace non-finite values after loading: `np.nan_to_num(arr, nan=0.0, posinf=0.0, neginf=0.0)`.</source>
        <extracomment>hypothesis nan-input-data: quick_wins</extracomment>
        <translation>加载后替换非有限值：`np.nan_to_num(arr, nan=0.0, posinf=0.0, neginf=0.0)`。</translation>
    </message>
    <message>
        <source>Guard normalisation: `(x - mean) / max(std, 1e-8)`.</source>
        <extracomment>hypothesis nan-input-data: quick_wins</extracomment>
        <translation>保护归一化：`(x - mean) / max(std, 1e-8)`。</translation>
    </message>
    <message>
        <source>Assert `torch.isfinite(batch).all()` in the training loop until the source is found.</source>
        <extracomment>hypothesis nan-input-data: escalation</extracomment>
        <translation>在找到来源之前，在训练循环中断言 `torch.isfinite(batch).all()`。</translation>
    </message>
    <message>
        <source>Random augmentation runs in validation or inference</source>
        <extracomment>hypothesis val-augmentation: title</extracomment>
        <translation>验证或推理中运行了随机增强</translation>
    </message>
    <message>
        <source>Sharing one transform pipeline between training and validation applies random flips, crops or intensity changes to validation and test data: the metric is noisy and pessimistic, and predictions differ between runs.</source>
        <extracomment>hypothesis val-augmentation: explanation</extracomment>
        <translation>训练和验证共用一条变换流程，会对验证和测试数据施加随机翻转、裁剪或强度变化：指标噪声大且偏悲观，各次运行的预测也不同。</translation>
    </message>
    <message>
        <source>The validation transform list contains random transforms, or validating twice gives different scores.</source>
        <extracomment>hypothesis val-augmentation: supports</extracomment>
        <translation>验证变换列表中包含随机变换，或两次验证得到不同分数。</translation>
    </message>
    <message>
        <source>Validation transforms are deterministic and two validations agree exactly.</source>
        <extracomment>hypothesis val-augmentation: refutes</extracomment>
        <translation>验证变换是确定性的，两次验证完全一致。</translation>
    </message>
    <message>
        <source>Build separate training and validation transforms; only deterministic ones for validation.</source>
        <extracomment>hypothesis val-augmentation: quick_wins</extracomment>
        <translation>分别构建训练和验证变换；验证只用确定性变换。</translation>
    </message>
    <message>
        <source>Validate the same checkpoint twice and compare the per-case scores.</source>
        <extracomment>hypothesis val-augmentation: escalation</extracomment>
        <translation>对同一检查点验证两次，比较逐病例分数。</translation>
    </message>
    <message>
        <source>Random seeds are not set</source>
        <extracomment>hypothesis nondet-seeds-not-set: title</extracomment>
        <translation>未设置随机种子</translation>
    </message>
    <message>
        <source>Python&apos;s `random`, NumPy and PyTorch each have their own generator; weight initialisation, shuffling, augmentation and dropout then differ on every run.</source>
        <extracomment>hypothesis nondet-seeds-not-set: explanation</extracomment>
        <translation>Python 的 `random`、NumPy 和 PyTorch 各有自己的生成器；权重初始化、打乱、增强和 dropout 每次运行都会不同。</translation>
    </message>
    <message>
        <source>Setting all seeds makes two short runs give identical losses on CPU.</source>
        <extracomment>hypothesis nondet-seeds-not-set: supports</extracomment>
        <translation>设置所有种子后，两次短时运行在 CPU 上得到相同的损失。</translation>
    </message>
    <message>
        <source>Seeds are set and CPU runs already agree.</source>
        <extracomment>hypothesis nondet-seeds-not-set: refutes</extracomment>
        <translation>已设置种子，且 CPU 运行本来就一致。</translation>
    </message>
    <message>
        <source>`random.seed(s); np.random.seed(s); torch.manual_seed(s)` (or `lightning.seed_everything(s, workers=True)`, `monai.utils.set_determinism(s)`).</source>
        <extracomment>hypothesis nondet-seeds-not-set: quick_wins</extracomment>
        <translation>`random.seed(s); np.random.seed(s); torch.manual_seed(s)`（或 `lightning.seed_everything(s, workers=True)`、`monai.utils.set_determinism(s)`）。</translation>
    </message>
    <message>
        <source>Pass a seeded `torch.Generator` to the DataLoader.</source>
        <extracomment>hypothesis nondet-seeds-not-set: quick_wins</extracomment>
        <translation>向 DataLoader 传入设定了种子的 `torch.Generator`。</translation>
    </message>
    <message>
        <source>Log the seed with every run so any run can be repeated.</source>
        <extracomment>hypothesis nondet-seeds-not-set: escalation</extracomment>
        <translation>每次运行都记录种子，以便任何一次运行都可复现。</translation>
    </message>
    <message>
        <source>Non-deterministic GPU algorithms</source>
        <extracomment>hypothesis nondet-gpu-algorithms: title</extracomment>
        <translation>非确定性的 GPU 算法</translation>
    </message>
    <message>
        <source>cuDNN&apos;s benchmark mode picks different convolution algorithms per run, and atomic-add kernels (scatter, index_add, interpolate and pooling backward passes) sum in varying order. Results differ slightly, and small differences grow over training.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: explanation</extracomment>
        <translation>cuDNN 的 benchmark 模式每次运行会选择不同的卷积算法，原子加内核（scatter、index_add、interpolate 及池化的反向传播）的求和顺序不固定。结果略有不同，而微小差异会在训练中放大。</translation>
    </message>
    <message>
        <source>GPU repeats agree bit for bit.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: refutes</extracomment>
        <translation>GPU 重复运行逐位一致。</translation>
    </message>
    <message>
        <source>`torch.use_deterministic_algorithms(True)`, `torch.backends.cudnn.benchmark = False`, and `CUBLAS_WORKSPACE_CONFIG=:4096:8`.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: quick_wins</extracomment>
        <translation>`torch.use_deterministic_algorithms(True)`、`torch.backends.cudnn.benchmark = False` 以及 `CUBLAS_WORKSPACE_CONFIG=:4096:8`。</translation>
    </message>
    <message>
        <source>Read the error deterministic mode raises: it names the non-deterministic operation.</source>
        <extracomment>hypothesis nondet-gpu-algorithms: escalation</extracomment>
        <translation>阅读确定性模式抛出的错误：它会指出非确定性的操作。</translation>
    </message>
    <message>
        <source>DataLoader workers share or repeat random seeds</source>
        <extracomment>hypothesis nondet-worker-seeds: title</extracomment>
        <translation>DataLoader 工作进程共享或重复随机种子</translation>
    </message>
    <message>
        <source>With NumPy&apos;s global generator, forked workers start from the same state: workers produce the same &apos;random&apos; augmentations, and (before PyTorch 1.9, or with persistent custom generators) the same ones every epoch.</source>
        <extracomment>hypothesis nondet-worker-seeds: explanation</extracomment>
        <translation>使用 NumPy 的全局生成器时，fork 出的工作进程从同一状态开始：各工作进程产生相同的“随机”增强，并且（在 PyTorch 1.9 之前，或使用持久的自定义生成器时）每个 epoch 都相同。</translation>
    </message>
    <message>
        <source>Printing `np.random.rand()` in each worker gives identical values across workers or epochs.</source>
        <extracomment>hypothesis nondet-worker-seeds: supports</extracomment>
        <translation>在每个工作进程中打印 `np.random.rand()`，各工作进程或各 epoch 的值相同。</translation>
    </message>
    <message>
        <source>Each worker and epoch draws different values.</source>
        <extracomment>hypothesis nondet-worker-seeds: refutes</extracomment>
        <translation>每个工作进程和每个 epoch 抽取的值都不同。</translation>
    </message>
    <message>
        <source>Seed NumPy in `worker_init_fn` from `torch.initial_seed()`: `np.random.seed(torch.initial_seed() % 2**32)`.</source>
        <extracomment>hypothesis nondet-worker-seeds: quick_wins</extracomment>
        <translation>在 `worker_init_fn` 中根据 `torch.initial_seed()` 为 NumPy 设种子：`np.random.seed(torch.initial_seed() % 2**32)`。</translation>
    </message>
    <message>
        <source>Use `np.random.default_rng` seeded per worker, or torch&apos;s generators in transforms.</source>
        <extracomment>hypothesis nondet-worker-seeds: quick_wins</extracomment>
        <translation>使用按工作进程设种子的 `np.random.default_rng`，或在变换中使用 torch 的生成器。</translation>
    </message>
    <message>
        <source>Log the augmentation parameters of a few samples per worker.</source>
        <extracomment>hypothesis nondet-worker-seeds: escalation</extracomment>
        <translation>记录每个工作进程中若干样本的增强参数。</translation>
    </message>
    <message>
        <source>The difference is ordinary run-to-run variance</source>
        <extracomment>hypothesis nondet-run-variance: title</extracomment>
        <translation>差异只是正常的运行间方差</translation>
    </message>
    <message>
        <source>Runs with different seeds legitimately differ; on small test sets a few cases move the mean. The difference is only a bug if it is larger than the variance across seeds.</source>
        <extracomment>hypothesis nondet-run-variance: explanation</extracomment>
        <translation>不同种子的运行本来就会不同；在小测试集上，几个病例就能改变均值。只有差异大于不同种子间的方差时才是缺陷。</translation>
    </message>
    <message>
        <source>Report the mean and spread over 3-5 seeds instead of one run.</source>
        <extracomment>hypothesis nondet-run-variance: quick_wins</extracomment>
        <translation>报告 3-5 个种子的均值和离散度，而不是一次运行。</translation>
    </message>
    <message>
        <source>Use a paired test across cases to compare two configurations.</source>
        <extracomment>hypothesis nondet-run-variance: escalation</extracomment>
        <translation>用跨病例的配对检验比较两种配置。</translation>
    </message>
    <message>
        <source>TF32 or reduced precision on the GPU</source>
        <extracomment>hypothesis cpugpu-tf32: title</extracomment>
        <translation>GPU 上的 TF32 或降低的精度</translation>
    </message>
    <message>
        <source>On Ampere and newer GPUs, convolutions (and matmuls, depending on the PyTorch version and settings) may use TF32 with a 10-bit mantissa: results differ from float32 on the CPU by about 1e-3 relative.</source>
        <extracomment>hypothesis cpugpu-tf32: explanation</extracomment>
        <translation>在 Ampere 及更新的 GPU 上，卷积（以及矩阵乘法，取决于 PyTorch 版本和设置）可能使用 10 位尾数的 TF32：结果与 CPU 上的 float32 相对相差约 1e-3。</translation>
    </message>
    <message>
        <source>TF32 off changes nothing.</source>
        <extracomment>hypothesis cpugpu-tf32: refutes</extracomment>
        <translation>关闭 TF32 后没有任何变化。</translation>
    </message>
    <message>
        <source>`torch.backends.cuda.matmul.allow_tf32 = False; torch.backends.cudnn.allow_tf32 = False` (or `torch.set_float32_matmul_precision(&apos;highest&apos;)`).</source>
        <extracomment>hypothesis cpugpu-tf32: quick_wins</extracomment>
        <translation>`torch.backends.cuda.matmul.allow_tf32 = False; torch.backends.cudnn.allow_tf32 = False`（或 `torch.set_float32_matmul_precision(&apos;highest&apos;)`）。</translation>
    </message>
    <message>
        <source>Compare against float64 on the CPU to see which side is closer.</source>
        <extracomment>hypothesis cpugpu-tf32: escalation</extracomment>
        <translation>与 CPU 上的 float64 比较，看哪一侧更接近。</translation>
    </message>
    <message>
        <source>Mixed precision runs only on one device</source>
        <extracomment>hypothesis cpugpu-autocast: title</extracomment>
        <translation>混合精度只在一个设备上运行</translation>
    </message>
    <message>
        <source>Autocast (float16/bfloat16) enabled on the GPU path but not on the CPU changes results, most in softmax, normalisation and large reductions.</source>
        <extracomment>hypothesis cpugpu-autocast: explanation</extracomment>
        <translation>只在 GPU 路径而不在 CPU 路径启用 autocast（float16/bfloat16）会改变结果，在 softmax、归一化和大规模归约中最明显。</translation>
    </message>
    <message>
        <source>The GPU path runs under autocast or `.half()`.</source>
        <extracomment>hypothesis cpugpu-autocast: supports</extracomment>
        <translation>GPU 路径在 autocast 或 `.half()` 下运行。</translation>
    </message>
    <message>
        <source>Both paths run in float32.</source>
        <extracomment>hypothesis cpugpu-autocast: refutes</extracomment>
        <translation>两条路径都以 float32 运行。</translation>
    </message>
    <message>
        <source>Compare with autocast off on the GPU.</source>
        <extracomment>hypothesis cpugpu-autocast: quick_wins</extracomment>
        <translation>在 GPU 上关闭 autocast 后比较。</translation>
    </message>
    <message>
        <source>Keep losses and reductions in float32 under autocast.</source>
        <extracomment>hypothesis cpugpu-autocast: escalation</extracomment>
        <translation>在 autocast 下将损失和归约保持为 float32。</translation>
    </message>
    <message>
        <source>Uninitialised memory is read (torch.empty used as zeros)</source>
        <extracomment>hypothesis cpugpu-uninitialised: title</extracomment>
        <translation>读取了未初始化的内存（把 torch.empty 当作零）</translation>
    </message>
    <message>
        <source>`torch.empty` or `np.empty` buffers contain whatever was in memory; on one device this is often zero, on another not.</source>
        <extracomment>hypothesis cpugpu-uninitialised: explanation</extracomment>
        <translation>`torch.empty` 或 `np.empty` 缓冲区中是内存里原有的任意内容；在一个设备上常常是零，在另一个设备上则不是。</translation>
    </message>
    <message>
        <source>Every buffer is fully written or created with zeros.</source>
        <extracomment>hypothesis cpugpu-uninitialised: refutes</extracomment>
        <translation>每个缓冲区都被完整写入，或以零创建。</translation>
    </message>
    <message>
        <source>Replace `torch.empty` with `torch.zeros` where the buffer is not fully overwritten.</source>
        <extracomment>hypothesis cpugpu-uninitialised: quick_wins</extracomment>
        <translation>在缓冲区未被完整覆盖的地方，将 `torch.empty` 替换为 `torch.zeros`。</translation>
    </message>
    <message>
        <source>Run with `torch.use_deterministic_algorithms(True)`, which fills empty tensors with NaN (`torch.utils.deterministic.fill_uninitialized_memory`).</source>
        <extracomment>hypothesis cpugpu-uninitialised: escalation</extracomment>
        <translation>用 `torch.use_deterministic_algorithms(True)` 运行，它会用 NaN 填充空张量（`torch.utils.deterministic.fill_uninitialized_memory`）。</translation>
    </message>
    <message>
        <source>The positive class is encoded the other way round</source>
        <extracomment>hypothesis metric-positive-class: title</extracomment>
        <translation>正类的编码方向反了</translation>
    </message>
    <message>
        <source>AUC computed on the score of class 0, `pos_label` left at its default for string labels, Dice computed on the background channel, or labels inverted in one split: the metric is mirrored (AUC 0.2 instead of 0.8) or meaningless.</source>
        <extracomment>hypothesis metric-positive-class: explanation</extracomment>
        <translation>在类别 0 的分数上计算 AUC、对字符串标签保留 `pos_label` 的默认值、在背景通道上计算 Dice，或某个划分中标签被反转：指标被镜像（AUC 为 0.2 而不是 0.8）或失去意义。</translation>
    </message>
    <message>
        <source>The metric of a perfect prediction is not the best value, or inverting the score gives the expected value.</source>
        <extracomment>hypothesis metric-positive-class: supports</extracomment>
        <translation>完美预测的指标不是最优值，或将分数取反后得到预期值。</translation>
    </message>
    <message>
        <source>A perfect prediction scores perfectly and an inverted one scores worst.</source>
        <extracomment>hypothesis metric-positive-class: refutes</extracomment>
        <translation>完美预测得分完美，取反的预测得分最差。</translation>
    </message>
    <message>
        <source>Pass `pos_label` explicitly and use `predict_proba(X)[:, 1]` for the positive class.</source>
        <extracomment>hypothesis metric-positive-class: quick_wins</extracomment>
        <translation>显式传入 `pos_label`，并对正类使用 `predict_proba(X)[:, 1]`。</translation>
    </message>
    <message>
        <source>Check the metric on synthetic perfect and inverted predictions.</source>
        <extracomment>hypothesis metric-positive-class: quick_wins</extracomment>
        <translation>在合成的完美预测和取反预测上检查该指标。</translation>
    </message>
    <message>
        <source>Write the label encoding (which value is positive) in the dataset&apos;s documentation and assert it.</source>
        <extracomment>hypothesis metric-positive-class: escalation</extracomment>
        <translation>在数据集文档中写明标签编码（哪个值为正类）并加以断言。</translation>
    </message>
    <message>
        <source>The metric is aggregated in a misleading way</source>
        <extracomment>hypothesis metric-aggregation: title</extracomment>
        <translation>指标的汇总方式有误导性</translation>
    </message>
    <message>
        <source>Mean Dice over slices instead of volumes, empty reference and prediction counted as 1 or NaN inconsistently, micro versus macro averaging, or HD95 in voxels instead of mm change the number a lot.</source>
        <extracomment>hypothesis metric-aggregation: explanation</extracomment>
        <translation>按切片而非按体积求平均 Dice、参考和预测均为空时不一致地计为 1 或 NaN、微平均与宏平均之别，或以体素而非 mm 计的 HD95，都会让数值大幅变化。</translation>
    </message>
    <message>
        <source>Per-volume and per-slice (or micro and macro) values differ strongly, or empty cases dominate.</source>
        <extracomment>hypothesis metric-aggregation: supports</extracomment>
        <translation>按体积与按切片（或微平均与宏平均）的值差异很大，或空病例占主导。</translation>
    </message>
    <message>
        <source>Aggregation choices change the value only slightly.</source>
        <extracomment>hypothesis metric-aggregation: refutes</extracomment>
        <translation>汇总方式的选择只会让数值略有变化。</translation>
    </message>
    <message>
        <source>Compute per-case metrics, then aggregate; state how empty cases count.</source>
        <extracomment>hypothesis metric-aggregation: quick_wins</extracomment>
        <translation>先计算逐病例指标再汇总；说明空病例如何计入。</translation>
    </message>
    <message>
        <source>Pass the spacing to distance metrics (mm, not voxels).</source>
        <extracomment>hypothesis metric-aggregation: quick_wins</extracomment>
        <translation>向距离类指标传入间距（mm，而非体素）。</translation>
    </message>
    <message>
        <source>Use a reference implementation (MONAI metrics, `Metrics Reloaded`) and compare.</source>
        <extracomment>hypothesis metric-aggregation: escalation</extracomment>
        <translation>使用参考实现（MONAI 指标、`Metrics Reloaded`）进行比较。</translation>
    </message>
    <message>
        <source>The intensity discretisation is derived from each image</source>
        <extracomment>hypothesis metric-bin-width-from-data: title</extracomment>
        <translation>强度离散化是从每幅图像自身推导的</translation>
    </message>
    <message>
        <source>Radiomics texture features need a fixed bin width in absolute units (e.g. 25 HU). A bin count (or a histogram range from each image&apos;s min and max) makes the bins depend on the image, so features are not comparable between scans.</source>
        <extracomment>hypothesis metric-bin-width-from-data: explanation</extracomment>
        <translation>影像组学纹理特征需要以绝对单位表示的固定 bin 宽度（例如 25 HU）。使用 bin 数量（或根据每幅图像的最小值和最大值确定直方图范围）会使 bin 依赖于图像，因此不同扫描的特征不可比。</translation>
    </message>
    <message>
        <source>The extraction settings use binCount or per-image ranges, and features of a repeated scan differ more than with a fixed bin width.</source>
        <extracomment>hypothesis metric-bin-width-from-data: supports</extracomment>
        <translation>提取设置使用 binCount 或逐图像范围，且重复扫描的特征差异大于使用固定 bin 宽度时。</translation>
    </message>
    <message>
        <source>A fixed bin width in absolute units is used.</source>
        <extracomment>hypothesis metric-bin-width-from-data: refutes</extracomment>
        <translation>使用了以绝对单位表示的固定 bin 宽度。</translation>
    </message>
    <message>
        <source>In PyRadiomics, set `binWidth` (e.g. 25 for CT) instead of `binCount`; resample to a common spacing first.</source>
        <extracomment>hypothesis metric-bin-width-from-data: quick_wins</extracomment>
        <translation>在 PyRadiomics 中设置 `binWidth`（例如 CT 用 25）而不是 `binCount`；先重采样到统一间距。</translation>
    </message>
    <message>
        <source>Test feature repeatability on test-retest scans or a phantom (ICC).</source>
        <extracomment>hypothesis metric-bin-width-from-data: escalation</extracomment>
        <translation>在重测扫描或体模上检验特征的可重复性（ICC）。</translation>
    </message>
    <message>
        <source>List the case IDs the metric was computed on</source>
        <extracomment>experiment exp-split-ids: title</extracomment>
        <translation>列出计算指标所用的病例 ID</translation>
    </message>
    <message>
        <source>Intersect the IDs of the evaluated cases with the training and validation lists, and note every decision that used the test set.</source>
        <extracomment>experiment exp-split-ids: description</extracomment>
        <translation>将被评估病例的 ID 与训练和验证列表求交集，并记下每个用到测试集的决策。</translation>
    </message>
    <message>
        <source>Any overlap, or the test set influenced a choice.</source>
        <extracomment>experiment exp-split-ids: supports</extracomment>
        <translation>存在任何重叠，或测试集影响了某个选择。</translation>
    </message>
    <message>
        <source>No overlap and no choice made on the test set.</source>
        <extracomment>experiment exp-split-ids: refutes</extracomment>
        <translation>没有重叠，也没有在测试集上做任何选择。</translation>
    </message>
    <message>
        <source>Evaluated IDs also in training</source>
        <extracomment>experiment exp-split-ids: form overlap_train</extracomment>
        <translation>同时出现在训练集中的被评估 ID</translation>
    </message>
    <message>
        <source>Evaluated IDs also in validation</source>
        <extracomment>experiment exp-split-ids: form overlap_val</extracomment>
        <translation>同时出现在验证集中的被评估 ID</translation>
    </message>
    <message>
        <source>Was the test set used for early stopping, thresholds or model selection?</source>
        <extracomment>experiment exp-split-ids: form test_used_for_choices</extracomment>
        <translation>测试集是否被用于早停、阈值或模型选择？</translation>
    </message>
    <message>
        <source>Review the pipeline for the suspected step</source>
        <extracomment>experiment exp-pipeline-review: title</extracomment>
        <translation>审查流程中被怀疑的步骤</translation>
    </message>
    <message>
        <source>Read the code path for the step the hypothesis names and record what it does.</source>
        <extracomment>experiment exp-pipeline-review: description</extracomment>
        <translation>阅读该假设所指步骤的代码路径，并记录它实际做了什么。</translation>
    </message>
    <message>
        <source>The code does what the hypothesis says.</source>
        <extracomment>experiment exp-pipeline-review: supports</extracomment>
        <translation>代码确实如假设所述。</translation>
    </message>
    <message>
        <source>The code does not.</source>
        <extracomment>experiment exp-pipeline-review: refutes</extracomment>
        <translation>代码并非如此。</translation>
    </message>
    <message>
        <source>What the code does at the suspected step</source>
        <extracomment>experiment exp-pipeline-review: form finding</extracomment>
        <translation>代码在被怀疑步骤中做了什么</translation>
    </message>
    <message>
        <source>Does the code do what the hypothesis says?</source>
        <extracomment>experiment exp-pipeline-review: form confirmed</extracomment>
        <translation>代码是否如假设所述？</translation>
    </message>
    <message>
        <source>Stratify the scores by site, scanner and protocol</source>
        <extracomment>experiment exp-stratify-domain: title</extracomment>
        <translation>按站点、扫描仪和协议对分数分层</translation>
    </message>
    <message>
        <source>Group per-case scores by acquisition tags and compare with what training contained.</source>
        <extracomment>experiment exp-stratify-domain: description</extracomment>
        <translation>按采集标签对逐病例分数分组，并与训练数据所含内容比较。</translation>
    </message>
    <message>
        <source>One group scores much lower and is rare or absent in training.</source>
        <extracomment>experiment exp-stratify-domain: supports</extracomment>
        <translation>某一组得分低得多，且在训练中很少见或不存在。</translation>
    </message>
    <message>
        <source>Scores are similar across groups.</source>
        <extracomment>experiment exp-stratify-domain: refutes</extracomment>
        <translation>各组分数相近。</translation>
    </message>
    <message>
        <source>Group with the lowest score, and its mean</source>
        <extracomment>experiment exp-stratify-domain: form worst_group</extracomment>
        <translation>得分最低的组及其均值</translation>
    </message>
    <message>
        <source>Is that group present in training?</source>
        <extracomment>experiment exp-stratify-domain: form in_training</extracomment>
        <translation>该组是否出现在训练中？</translation>
    </message>
    <message>
        <source>Check the validation transforms and validate twice</source>
        <extracomment>experiment exp-val-transforms: title</extracomment>
        <translation>检查验证变换并验证两次</translation>
    </message>
    <message>
        <source>Print the validation pipeline and run validation twice on the same checkpoint.</source>
        <extracomment>experiment exp-val-transforms: description</extracomment>
        <translation>打印验证流程，并在同一检查点上运行两次验证。</translation>
    </message>
    <message>
        <source>Random transforms are present, or the scores differ.</source>
        <extracomment>experiment exp-val-transforms: supports</extracomment>
        <translation>存在随机变换，或分数不同。</translation>
    </message>
    <message>
        <source>No random transform and identical scores.</source>
        <extracomment>experiment exp-val-transforms: refutes</extracomment>
        <translation>没有随机变换，分数完全相同。</translation>
    </message>
    <message>
        <source>Random transforms in the validation pipeline (names)</source>
        <extracomment>experiment exp-val-transforms: form random_transforms</extracomment>
        <translation>验证流程中的随机变换（名称）</translation>
    </message>
    <message>
        <source>Do two validations give exactly the same score?</source>
        <extracomment>experiment exp-val-transforms: form same_score</extracomment>
        <translation>两次验证的分数是否完全相同？</translation>
    </message>
    <message>
        <source>Two short seeded runs, and what each worker draws</source>
        <extracomment>experiment exp-seed-check: title</extracomment>
        <translation>两次设定种子的短时运行，以及每个工作进程抽取的值</translation>
    </message>
    <message>
        <source>Run 20 steps twice on the CPU with all seeds set; print a random draw in each worker.</source>
        <extracomment>experiment exp-seed-check: description</extracomment>
        <translation>在 CPU 上设置所有种子后运行 20 步，共两次；在每个工作进程中打印一次随机抽取。</translation>
    </message>
    <message>
        <source>Unseeded runs differ while seeded ones agree (seeds), or workers draw the same values (worker seeds).</source>
        <extracomment>experiment exp-seed-check: supports</extracomment>
        <translation>未设种子的运行不同而设种子的运行一致（种子），或各工作进程抽取相同的值（工作进程种子）。</translation>
    </message>
    <message>
        <source>Seeded runs still differ on CPU, and workers draw different values.</source>
        <extracomment>experiment exp-seed-check: refutes</extracomment>
        <translation>设种子的运行在 CPU 上仍然不同，且各工作进程抽取的值不同。</translation>
    </message>
    <message>
        <source>Are the two seeded CPU runs identical?</source>
        <extracomment>experiment exp-seed-check: form identical_runs</extracomment>
        <translation>两次设种子的 CPU 运行是否完全相同？</translation>
    </message>
    <message>
        <source>Do different workers print the same random value?</source>
        <extracomment>experiment exp-seed-check: form workers_same_draw</extracomment>
        <translation>不同工作进程是否打印相同的随机值？</translation>
    </message>
    <message>
        <source>Compute the metric on synthetic cases</source>
        <extracomment>experiment exp-metric-sanity: title</extracomment>
        <translation>在合成病例上计算该指标</translation>
    </message>
    <message>
        <source>Feed the metric code a perfect prediction, an inverted one and an empty one, and compute it per case and aggregated in each way used.</source>
        <extracomment>experiment exp-metric-sanity: description</extracomment>
        <translation>向指标代码输入一个完美预测、一个取反预测和一个空预测，分别按病例以及按所用的每种方式汇总计算。</translation>
    </message>
    <message>
        <source>A perfect prediction does not score best, empty cases are treated inconsistently, or the discretisation depends on the image.</source>
        <extracomment>experiment exp-metric-sanity: supports</extracomment>
        <translation>完美预测得分不是最优、空病例的处理不一致，或离散化依赖于图像。</translation>
    </message>
    <message>
        <source>The metric behaves as expected on every synthetic case.</source>
        <extracomment>experiment exp-metric-sanity: refutes</extracomment>
        <translation>该指标在每个合成病例上都表现如预期。</translation>
    </message>
    <message>
        <source>Metric of a perfect prediction</source>
        <extracomment>experiment exp-metric-sanity: form perfect_value</extracomment>
        <translation>完美预测的指标值</translation>
    </message>
    <message>
        <source>Metric of an inverted prediction</source>
        <extracomment>experiment exp-metric-sanity: form inverted_value</extracomment>
        <translation>取反预测的指标值</translation>
    </message>
    <message>
        <source>Metric when reference and prediction are both empty</source>
        <extracomment>experiment exp-metric-sanity: form empty_value</extracomment>
        <translation>参考和预测均为空时的指标值</translation>
    </message>
    <message>
        <source>Radiomics discretisation settings (if any)</source>
        <extracomment>experiment exp-metric-sanity: form discretisation</extracomment>
        <translation>影像组学离散化设置（如有）</translation>
    </message>
    <message>
        <source>CUDA out of memory</source>
        <extracomment>symptom cuda-out-of-memory: title</extracomment>
        <translation>CUDA 显存不足</translation>
    </message>
    <message>
        <source>Training or inference stops with `torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate ...` (or `RuntimeError: CUDA error: out of memory`), at once, after some iterations, or only during validation.</source>
        <extracomment>symptom cuda-out-of-memory: description</extracomment>
        <translation>训练或推理因 `torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate ...`（或 `RuntimeError: CUDA error: out of memory`）而停止，可能立即发生、在若干次迭代后发生，或只在验证时发生。</translation>
    </message>
    <message>
        <source>Segmentation fault in a C extension</source>
        <extracomment>symptom segfault: title</extracomment>
        <translation>C 扩展中的段错误</translation>
    </message>
    <message>
        <source>Python dies with `Segmentation fault (core dumped)`, `Fatal Python error: Segmentation fault`, `Bus error` or exit code 139 (SIGSEGV), often while loading images, importing a library, or in a DataLoader worker (`DataLoader worker (pid N) is killed by signal: Segmentation fault`).</source>
        <extracomment>symptom segfault: description</extracomment>
        <translation>Python 以 `Segmentation fault (core dumped)`、`Fatal Python error: Segmentation fault`、`Bus error` 或退出码 139（SIGSEGV）终止，通常发生在加载图像、导入库时，或在 DataLoader 工作进程中（`DataLoader worker (pid N) is killed by signal: Segmentation fault`）。</translation>
    </message>
    <message>
        <source>The process is &quot;Killed&quot; (host out of memory)</source>
        <extracomment>symptom killed-oom: title</extracomment>
        <translation>进程被“Killed”（主机内存耗尽）</translation>
    </message>
    <message>
        <source>The program stops with the single word `Killed`, exit code 137 (SIGKILL), or `DataLoader worker (pid N) is killed by signal: Killed`; `dmesg` or SLURM mention the OOM killer or `oom-kill`.</source>
        <extracomment>symptom killed-oom: description</extracomment>
        <translation>程序只输出一个词 `Killed` 后停止，退出码 137（SIGKILL），或出现 `DataLoader worker (pid N) is killed by signal: Killed`；`dmesg` 或 SLURM 提到 OOM killer 或 `oom-kill`。</translation>
    </message>
    <message>
        <source>Some files of the dataset fail to load</source>
        <extracomment>symptom corrupt-dataset: title</extracomment>
        <translation>数据集中的部分文件无法加载</translation>
    </message>
    <message>
        <source>Loading stops on some cases with an exception (`InvalidDicomError`, `EOFError`, `Unable to decode pixel data`, `ITK ERROR: ImageFileReader`, `zlib.error`), or training crashes after a few epochs on a particular case.</source>
        <extracomment>symptom corrupt-dataset: description</extracomment>
        <translation>加载在某些病例上因异常而停止（`InvalidDicomError`、`EOFError`、`Unable to decode pixel data`、`ITK ERROR: ImageFileReader`、`zlib.error`），或训练在若干 epoch 后于某个特定病例上崩溃。</translation>
    </message>
    <message>
        <source>The batch or patch size is too large for the GPU</source>
        <extracomment>hypothesis oom-batch-too-large: title</extracomment>
        <translation>批大小或图块尺寸对 GPU 来说过大</translation>
    </message>
    <message>
        <source>Activation memory grows with batch size times patch volume; a 3-D U-Net at 128^3 with batch 4 can need tens of GB. Memory runs out on the first iteration (or the first validation with larger inputs).</source>
        <extracomment>hypothesis oom-batch-too-large: explanation</extracomment>
        <translation>激活内存随批大小乘以图块体积增长；128^3、批大小为 4 的 3D U-Net 可能需要数十 GB。显存在第一次迭代（或第一次使用更大输入的验证）时耗尽。</translation>
    </message>
    <message>
        <source>Peak memory (`torch.cuda.max_memory_allocated()`) scales with batch or patch size and a smaller one trains stably.</source>
        <extracomment>hypothesis oom-batch-too-large: supports</extracomment>
        <translation>峰值显存（`torch.cuda.max_memory_allocated()`）随批大小或图块尺寸增长，较小的设置可以稳定训练。</translation>
    </message>
    <message>
        <source>Even batch size 1 at a small patch runs out of memory, or memory grows from iteration to iteration at a fixed size.</source>
        <extracomment>hypothesis oom-batch-too-large: refutes</extracomment>
        <translation>即使批大小为 1、图块很小也会耗尽显存，或在固定尺寸下显存逐次迭代增长。</translation>
    </message>
    <message>
        <source>Halve the batch size and keep the effective batch with gradient accumulation.</source>
        <extracomment>hypothesis oom-batch-too-large: quick_wins</extracomment>
        <translation>将批大小减半，并用梯度累积保持等效批大小。</translation>
    </message>
    <message>
        <source>Use mixed precision (`torch.autocast(&apos;cuda&apos;, dtype=torch.bfloat16)` or float16 with GradScaler): activations take half the memory.</source>
        <extracomment>hypothesis oom-batch-too-large: quick_wins</extracomment>
        <translation>使用混合精度（`torch.autocast(&apos;cuda&apos;, dtype=torch.bfloat16)` 或配合 GradScaler 的 float16）：激活只占一半内存。</translation>
    </message>
    <message>
        <source>Use smaller patches, and sliding-window inference (`monai.inferers.sliding_window_inference`) for whole volumes.</source>
        <extracomment>hypothesis oom-batch-too-large: quick_wins</extracomment>
        <translation>使用更小的图块，并对整个体积使用滑动窗口推理（`monai.inferers.sliding_window_inference`）。</translation>
    </message>
    <message>
        <source>Gradient checkpointing (`torch.utils.checkpoint`) trades compute for activation memory.</source>
        <extracomment>hypothesis oom-batch-too-large: escalation</extracomment>
        <translation>梯度检查点（`torch.utils.checkpoint`）以计算量换取激活内存。</translation>
    </message>
    <message>
        <source>Profile with `torch.cuda.memory._record_memory_history()` and the memory viz tool to see which layer peaks.</source>
        <extracomment>hypothesis oom-batch-too-large: escalation</extracomment>
        <translation>用 `torch.cuda.memory._record_memory_history()` 和显存可视化工具分析，查看哪一层达到峰值。</translation>
    </message>
    <message>
        <source>The autograd graph is kept alive across iterations</source>
        <extracomment>hypothesis oom-accumulated-graph: title</extracomment>
        <translation>autograd 计算图在迭代之间一直被保留</translation>
    </message>
    <message>
        <source>Accumulating a tensor that requires grad (`total_loss += loss` instead of `loss.item()`, storing outputs in a list) keeps every iteration&apos;s graph and activations. Memory grows steadily until it runs out after some iterations.</source>
        <extracomment>hypothesis oom-accumulated-graph: explanation</extracomment>
        <translation>累加需要梯度的张量（用 `total_loss += loss` 而不是 `loss.item()`，或把输出存进列表）会保留每次迭代的计算图和激活。显存持续增长，若干次迭代后耗尽。</translation>
    </message>
    <message>
        <source>`torch.cuda.memory_allocated()` grows roughly linearly with the iteration count at fixed batch size.</source>
        <extracomment>hypothesis oom-accumulated-graph: supports</extracomment>
        <translation>在固定批大小下，`torch.cuda.memory_allocated()` 随迭代次数大致线性增长。</translation>
    </message>
    <message>
        <source>Allocated memory is flat between iterations.</source>
        <extracomment>hypothesis oom-accumulated-graph: refutes</extracomment>
        <translation>已分配显存在各次迭代之间保持平稳。</translation>
    </message>
    <message>
        <source>Log and accumulate `loss.item()` (or `loss.detach()`), never `loss`.</source>
        <extracomment>hypothesis oom-accumulated-graph: quick_wins</extracomment>
        <translation>记录并累加 `loss.item()`（或 `loss.detach()`），绝不累加 `loss`。</translation>
    </message>
    <message>
        <source>Store predictions with `.detach().cpu()`.</source>
        <extracomment>hypothesis oom-accumulated-graph: quick_wins</extracomment>
        <translation>用 `.detach().cpu()` 保存预测。</translation>
    </message>
    <message>
        <source>Search for lists or running sums that receive tensors inside the loop.</source>
        <extracomment>hypothesis oom-accumulated-graph: escalation</extracomment>
        <translation>查找循环内接收张量的列表或累加和。</translation>
    </message>
    <message>
        <source>Record memory history (`torch.cuda.memory._record_memory_history()`) and look at which allocations survive an iteration.</source>
        <extracomment>hypothesis oom-accumulated-graph: escalation</extracomment>
        <translation>记录显存历史（`torch.cuda.memory._record_memory_history()`），查看哪些分配在一次迭代后仍然存在。</translation>
    </message>
    <message>
        <source>Validation or inference runs without torch.no_grad()</source>
        <extracomment>hypothesis oom-missing-no-grad: title</extracomment>
        <translation>验证或推理在没有 torch.no_grad() 的情况下运行</translation>
    </message>
    <message>
        <source>Without `torch.no_grad()` (or `torch.inference_mode()`) the forward pass keeps activations for a backward pass that never comes. Validation, often on whole volumes, then needs several times the memory of training.</source>
        <extracomment>hypothesis oom-missing-no-grad: explanation</extracomment>
        <translation>没有 `torch.no_grad()`（或 `torch.inference_mode()`）时，前向传播会为永远不会发生的反向传播保留激活。验证常在整个体积上进行，因此需要数倍于训练的显存。</translation>
    </message>
    <message>
        <source>The error happens in validation or inference, and wrapping it in `torch.no_grad()` makes it pass.</source>
        <extracomment>hypothesis oom-missing-no-grad: supports</extracomment>
        <translation>错误发生在验证或推理中，用 `torch.no_grad()` 包裹后即可通过。</translation>
    </message>
    <message>
        <source>The error happens in the training step, or validation already runs under no_grad.</source>
        <extracomment>hypothesis oom-missing-no-grad: refutes</extracomment>
        <translation>错误发生在训练步骤中，或验证已在 no_grad 下运行。</translation>
    </message>
    <message>
        <source>Wrap validation and inference in `with torch.inference_mode():` and call `model.eval()`.</source>
        <extracomment>hypothesis oom-missing-no-grad: quick_wins</extracomment>
        <translation>将验证和推理包裹在 `with torch.inference_mode():` 中，并调用 `model.eval()`。</translation>
    </message>
    <message>
        <source>Free training tensors (`del loss, outputs`) before validation.</source>
        <extracomment>hypothesis oom-missing-no-grad: quick_wins</extracomment>
        <translation>验证前释放训练张量（`del loss, outputs`）。</translation>
    </message>
    <message>
        <source>Use sliding-window inference for whole volumes.</source>
        <extracomment>hypothesis oom-missing-no-grad: escalation</extracomment>
        <translation>对整个体积使用滑动窗口推理。</translation>
    </message>
    <message>
        <source>Run validation on CPU or at reduced frequency if it still does not fit.</source>
        <extracomment>hypothesis oom-missing-no-grad: escalation</extracomment>
        <translation>如果仍然放不下，在 CPU 上或以更低频率运行验证。</translation>
    </message>
    <message>
        <source>Another process holds GPU memory</source>
        <extracomment>hypothesis oom-other-processes: title</extracomment>
        <translation>另一个进程占用了 GPU 显存</translation>
    </message>
    <message>
        <source>A notebook kernel, a stale training process, a second job on a shared GPU, or DataLoader workers that initialised CUDA hold memory that this process cannot use.</source>
        <extracomment>hypothesis oom-other-processes: explanation</extracomment>
        <translation>notebook 内核、残留的训练进程、共享 GPU 上的另一个作业，或初始化了 CUDA 的 DataLoader 工作进程，占用了本进程无法使用的显存。</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists other processes using memory on the same GPU, or free memory before your process starts is well below the total.</source>
        <extracomment>hypothesis oom-other-processes: supports</extracomment>
        <translation>`nvidia-smi` 列出同一 GPU 上占用显存的其他进程，或在本进程启动前可用显存就远低于总量。</translation>
    </message>
    <message>
        <source>The GPU is empty before your process starts.</source>
        <extracomment>hypothesis oom-other-processes: refutes</extracomment>
        <translation>在本进程启动前 GPU 是空的。</translation>
    </message>
    <message>
        <source>Stop stale processes (`nvidia-smi --query-compute-apps=pid,used_memory --format=csv`, then end the ones that are yours by PID).</source>
        <extracomment>hypothesis oom-other-processes: quick_wins</extracomment>
        <translation>停止残留进程（`nvidia-smi --query-compute-apps=pid,used_memory --format=csv`，然后按 PID 结束属于你的进程）。</translation>
    </message>
    <message>
        <source>Choose a free GPU with `CUDA_VISIBLE_DEVICES`, or request an exclusive GPU from SLURM.</source>
        <extracomment>hypothesis oom-other-processes: quick_wins</extracomment>
        <translation>用 `CUDA_VISIBLE_DEVICES` 选择空闲 GPU，或向 SLURM 申请独占 GPU。</translation>
    </message>
    <message>
        <source>Make sure DataLoader workers never touch CUDA (move tensors to the GPU in the main process).</source>
        <extracomment>hypothesis oom-other-processes: escalation</extracomment>
        <translation>确保 DataLoader 工作进程从不接触 CUDA（在主进程中把张量移到 GPU）。</translation>
    </message>
    <message>
        <source>Memory is fragmented by the caching allocator</source>
        <extracomment>hypothesis oom-fragmentation: title</extracomment>
        <translation>缓存分配器造成了显存碎片</translation>
    </message>
    <message>
        <source>With varying input sizes, PyTorch&apos;s caching allocator can hold much more reserved than allocated memory; the error message shows a large &apos;reserved but unallocated&apos; amount.</source>
        <extracomment>hypothesis oom-fragmentation: explanation</extracomment>
        <translation>输入尺寸变化时，PyTorch 的缓存分配器保留的显存可能远多于已分配的显存；错误消息中会显示很大的“reserved but unallocated”数量。</translation>
    </message>
    <message>
        <source>`torch.cuda.memory_summary()` at the failure shows reserved memory well above allocated (several GB of &apos;reserved but unallocated&apos;).</source>
        <extracomment>hypothesis oom-fragmentation: supports</extracomment>
        <translation>失败时 `torch.cuda.memory_summary()` 显示保留显存远高于已分配显存（数 GB 的“reserved but unallocated”）。</translation>
    </message>
    <message>
        <source>Reserved is close to allocated when it fails.</source>
        <extracomment>hypothesis oom-fragmentation: refutes</extracomment>
        <translation>失败时保留显存接近已分配显存。</translation>
    </message>
    <message>
        <source>Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` before starting Python.</source>
        <extracomment>hypothesis oom-fragmentation: quick_wins</extracomment>
        <translation>启动 Python 前设置 `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True`。</translation>
    </message>
    <message>
        <source>Pad inputs to a few fixed sizes.</source>
        <extracomment>hypothesis oom-fragmentation: quick_wins</extracomment>
        <translation>将输入填充到少数几个固定尺寸。</translation>
    </message>
    <message>
        <source>Try `PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128`.</source>
        <extracomment>hypothesis oom-fragmentation: escalation</extracomment>
        <translation>尝试 `PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128`。</translation>
    </message>
    <message>
        <source>Avoid `torch.cuda.empty_cache()` in the loop: it hides the cause and costs time.</source>
        <extracomment>hypothesis oom-fragmentation: escalation</extracomment>
        <translation>避免在循环中调用 `torch.cuda.empty_cache()`：它会掩盖原因并耗费时间。</translation>
    </message>
    <message>
        <source>A damaged file crashes the decoder (zero-byte pixel data, invalid VR, truncated)</source>
        <extracomment>hypothesis segfault-corrupt-file: title</extracomment>
        <translation>损坏的文件使解码器崩溃（零字节像素数据、无效 VR、被截断）</translation>
    </message>
    <message>
        <source>C decoders (GDCM, the JPEG/JPEG 2000 codecs behind pydicom handlers, ITK&apos;s readers) can crash rather than raise on a truncated file, DICOM with zero-length or odd-length pixel data, an invalid value representation, or a header that claims more data than the file holds.</source>
        <extracomment>hypothesis segfault-corrupt-file: explanation</extracomment>
        <translation>C 解码器（GDCM、pydicom 处理器背后的 JPEG/JPEG 2000 编解码器、ITK 的读取器）遇到被截断的文件、像素数据长度为零或为奇数的 DICOM、无效的值表示，或头信息声明的数据多于文件实际所含时，可能直接崩溃而不是抛出异常。</translation>
    </message>
    <message>
        <source>The corrupt-file scan names files that fail to load, and the crash happens on one of them.</source>
        <extracomment>hypothesis segfault-corrupt-file: supports</extracomment>
        <translation>损坏文件扫描列出了无法加载的文件，且崩溃发生在其中一个上。</translation>
    </message>
    <message>
        <source>Every file loads and decodes.</source>
        <extracomment>hypothesis segfault-corrupt-file: refutes</extracomment>
        <translation>所有文件都能加载和解码。</translation>
    </message>
    <message>
        <source>Move the named files out of the dataset and rerun.</source>
        <extracomment>hypothesis segfault-corrupt-file: quick_wins</extracomment>
        <translation>将所列文件移出数据集后重新运行。</translation>
    </message>
    <message>
        <source>Run the loader with `python -X faulthandler` to see which file it was reading when it crashed.</source>
        <extracomment>hypothesis segfault-corrupt-file: quick_wins</extracomment>
        <translation>用 `python -X faulthandler` 运行加载器，查看崩溃时它正在读取哪个文件。</translation>
    </message>
    <message>
        <source>Reconvert or re-export the damaged series from the source (PACS, the original archive).</source>
        <extracomment>hypothesis segfault-corrupt-file: escalation</extracomment>
        <translation>从源头（PACS、原始归档）重新转换或重新导出损坏的序列。</translation>
    </message>
    <message>
        <source>Validate DICOM with `dciodvfy` or `dcmdump +E` on the named files.</source>
        <extracomment>hypothesis segfault-corrupt-file: escalation</extracomment>
        <translation>对所列文件用 `dciodvfy` 或 `dcmdump +E` 验证 DICOM。</translation>
    </message>
    <message>
        <source>A binary extension was built against another NumPy (ABI mismatch)</source>
        <extracomment>hypothesis segfault-numpy-abi: title</extracomment>
        <translation>二进制扩展是针对另一版本 NumPy 构建的（ABI 不匹配）</translation>
    </message>
    <message>
        <source>Extensions compiled against NumPy 1.x can crash under NumPy 2 (and the reverse), sometimes after a warning such as &apos;A module that was compiled using NumPy 1.x cannot be run in NumPy 2&apos; or &apos;numpy.dtype size changed&apos;.</source>
        <extracomment>hypothesis segfault-numpy-abi: explanation</extracomment>
        <translation>针对 NumPy 1.x 编译的扩展在 NumPy 2 下可能崩溃（反之亦然），有时之前会出现“A module that was compiled using NumPy 1.x cannot be run in NumPy 2”或“numpy.dtype size changed”之类的警告。</translation>
    </message>
    <message>
        <source>An import warning names the NumPy ABI, or pinning NumPy to the version the extension was built for stops the crash.</source>
        <extracomment>hypothesis segfault-numpy-abi: supports</extracomment>
        <translation>导入警告提到 NumPy ABI，或将 NumPy 固定为扩展构建时的版本后不再崩溃。</translation>
    </message>
    <message>
        <source>All packages were installed together for this NumPy and `pip check` is clean.</source>
        <extracomment>hypothesis segfault-numpy-abi: refutes</extracomment>
        <translation>所有软件包都是针对当前 NumPy 一起安装的，且 `pip check` 没有问题。</translation>
    </message>
    <message>
        <source>Pin `numpy&lt;2` or upgrade the extension to a build for NumPy 2.</source>
        <extracomment>hypothesis segfault-numpy-abi: quick_wins</extracomment>
        <translation>固定 `numpy&lt;2`，或将扩展升级到面向 NumPy 2 的构建。</translation>
    </message>
    <message>
        <source>Recreate the environment from one lock file instead of mixing conda and pip.</source>
        <extracomment>hypothesis segfault-numpy-abi: quick_wins</extracomment>
        <translation>用一个锁文件重建环境，而不是混用 conda 和 pip。</translation>
    </message>
    <message>
        <source>Rebuild the extension from source against the installed NumPy.</source>
        <extracomment>hypothesis segfault-numpy-abi: escalation</extracomment>
        <translation>针对已安装的 NumPy 从源码重新构建该扩展。</translation>
    </message>
    <message>
        <source>ITK and SimpleITK (or two ITK builds) clash in one process</source>
        <extracomment>hypothesis segfault-itk-mismatch: title</extracomment>
        <translation>ITK 与 SimpleITK（或两个 ITK 构建）在同一进程中冲突</translation>
    </message>
    <message>
        <source>Importing `itk` and `SimpleITK` wheels built with different ITK versions, or an ITK-based package that bundles its own ITK, loads two copies of the same C++ library; global registries (IO factories) collide and crash.</source>
        <extracomment>hypothesis segfault-itk-mismatch: explanation</extracomment>
        <translation>导入用不同 ITK 版本构建的 `itk` 和 `SimpleITK` wheel，或自带 ITK 的基于 ITK 的软件包，会加载同一 C++ 库的两份副本；全局注册表（IO 工厂）相互冲突并崩溃。</translation>
    </message>
    <message>
        <source>The crash follows the import order, or disappears when only one of itk/SimpleITK is imported.</source>
        <extracomment>hypothesis segfault-itk-mismatch: supports</extracomment>
        <translation>崩溃随导入顺序而变，或只导入 itk/SimpleITK 之一时消失。</translation>
    </message>
    <message>
        <source>The crash reproduces with only one ITK package loaded.</source>
        <extracomment>hypothesis segfault-itk-mismatch: refutes</extracomment>
        <translation>只加载一个 ITK 软件包时崩溃仍可复现。</translation>
    </message>
    <message>
        <source>Use one of itk or SimpleITK in a process.</source>
        <extracomment>hypothesis segfault-itk-mismatch: quick_wins</extracomment>
        <translation>一个进程中只使用 itk 或 SimpleITK 之一。</translation>
    </message>
    <message>
        <source>Install matching versions (`pip install &apos;itk==X&apos; &apos;SimpleITK==Y&apos;` from the same ITK release).</source>
        <extracomment>hypothesis segfault-itk-mismatch: quick_wins</extracomment>
        <translation>安装匹配的版本（`pip install &apos;itk==X&apos; &apos;SimpleITK==Y&apos;`，来自同一 ITK 发行版）。</translation>
    </message>
    <message>
        <source>Run under gdb (`gdb -ex r --args python script.py`, then `bt`) and see which library the crashing frame belongs to.</source>
        <extracomment>hypothesis segfault-itk-mismatch: escalation</extracomment>
        <translation>在 gdb 下运行（`gdb -ex r --args python script.py`，然后 `bt`），查看崩溃帧属于哪个库。</translation>
    </message>
    <message>
        <source>OpenCV conflicts with another library (Qt, OpenMP, a second cv2)</source>
        <extracomment>hypothesis segfault-opencv-conflict: title</extracomment>
        <translation>OpenCV 与另一个库冲突（Qt、OpenMP、第二个 cv2）</translation>
    </message>
    <message>
        <source>Having both opencv-python and opencv-python-headless (or a conda OpenCV and a pip one) installed, or OpenCV&apos;s bundled Qt and OpenMP runtimes next to PyTorch&apos;s or PyQt&apos;s, can crash at import or in threads.</source>
        <extracomment>hypothesis segfault-opencv-conflict: explanation</extracomment>
        <translation>同时安装 opencv-python 和 opencv-python-headless（或 conda 的 OpenCV 和 pip 的 OpenCV），或 OpenCV 自带的 Qt 和 OpenMP 运行时与 PyTorch 或 PyQt 的并存，可能在导入时或在线程中崩溃。</translation>
    </message>
    <message>
        <source>The crash disappears without `import cv2`, or with only opencv-python-headless installed.</source>
        <extracomment>hypothesis segfault-opencv-conflict: supports</extracomment>
        <translation>去掉 `import cv2` 后，或只安装 opencv-python-headless 时，崩溃消失。</translation>
    </message>
    <message>
        <source>The crash reproduces without OpenCV imported.</source>
        <extracomment>hypothesis segfault-opencv-conflict: refutes</extracomment>
        <translation>不导入 OpenCV 时崩溃仍可复现。</translation>
    </message>
    <message>
        <source>Uninstall every OpenCV wheel and install only `opencv-python-headless`.</source>
        <extracomment>hypothesis segfault-opencv-conflict: quick_wins</extracomment>
        <translation>卸载所有 OpenCV wheel，只安装 `opencv-python-headless`。</translation>
    </message>
    <message>
        <source>Call `cv2.setNumThreads(0)` in DataLoader workers.</source>
        <extracomment>hypothesis segfault-opencv-conflict: quick_wins</extracomment>
        <translation>在 DataLoader 工作进程中调用 `cv2.setNumThreads(0)`。</translation>
    </message>
    <message>
        <source>Check duplicate OpenMP runtimes: `ldd $(python -c &apos;import cv2; print(cv2.__file__)&apos;) | grep -i omp`.</source>
        <extracomment>hypothesis segfault-opencv-conflict: escalation</extracomment>
        <translation>检查是否有重复的 OpenMP 运行时：`ldd $(python -c &apos;import cv2; print(cv2.__file__)&apos;) | grep -i omp`。</translation>
    </message>
    <message>
        <source>DataLoader workers forked after threads or CUDA started</source>
        <extracomment>hypothesis segfault-fork-after-threads: title</extracomment>
        <translation>DataLoader 工作进程在线程或 CUDA 启动之后被 fork</translation>
    </message>
    <message>
        <source>The default `fork` start method copies a process whose threads (OpenMP, OpenCV, CUDA) may hold locks; the child can crash or deadlock.</source>
        <extracomment>hypothesis segfault-fork-after-threads: explanation</extracomment>
        <translation>默认的 `fork` 启动方式会复制一个其线程（OpenMP、OpenCV、CUDA）可能持有锁的进程；子进程可能崩溃或死锁。</translation>
    </message>
    <message>
        <source>The crash disappears with `num_workers=0`, or with `multiprocessing_context=&apos;spawn&apos;`.</source>
        <extracomment>hypothesis segfault-fork-after-threads: supports</extracomment>
        <translation>使用 `num_workers=0` 或 `multiprocessing_context=&apos;spawn&apos;` 时崩溃消失。</translation>
    </message>
    <message>
        <source>The crash reproduces with `num_workers=0`.</source>
        <extracomment>hypothesis segfault-fork-after-threads: refutes</extracomment>
        <translation>使用 `num_workers=0` 时崩溃仍可复现。</translation>
    </message>
    <message>
        <source>Use `DataLoader(..., multiprocessing_context=&apos;spawn&apos;)` or `torch.multiprocessing.set_start_method(&apos;spawn&apos;)`.</source>
        <extracomment>hypothesis segfault-fork-after-threads: quick_wins</extracomment>
        <translation>使用 `DataLoader(..., multiprocessing_context=&apos;spawn&apos;)` 或 `torch.multiprocessing.set_start_method(&apos;spawn&apos;)`。</translation>
    </message>
    <message>
        <source>Do not touch CUDA in the dataset or before the DataLoader is created.</source>
        <extracomment>hypothesis segfault-fork-after-threads: quick_wins</extracomment>
        <translation>不要在数据集中或在创建 DataLoader 之前接触 CUDA。</translation>
    </message>
    <message>
        <source>Set `OMP_NUM_THREADS=1` in workers and check again.</source>
        <extracomment>hypothesis segfault-fork-after-threads: escalation</extracomment>
        <translation>在工作进程中设置 `OMP_NUM_THREADS=1` 后再次检查。</translation>
    </message>
    <message>
        <source>The job exceeded its memory limit (SLURM or container cgroup)</source>
        <extracomment>hypothesis killed-memory-limit: title</extracomment>
        <translation>作业超出了内存限制（SLURM 或容器 cgroup）</translation>
    </message>
    <message>
        <source>SLURM (`--mem`, `--mem-per-cpu`) and containers (`docker run -m`) enforce a memory limit through cgroups; the kernel kills the largest process when the job exceeds it, even if the node has free memory.</source>
        <extracomment>hypothesis killed-memory-limit: explanation</extracomment>
        <translation>SLURM（`--mem`、`--mem-per-cpu`）和容器（`docker run -m`）通过 cgroup 强制内存限制；作业超出限制时，即使节点还有空闲内存，内核也会杀死最大的进程。</translation>
    </message>
    <message>
        <source>slurm.out_of_memory or slurm.killed: state OUT_OF_MEMORY, or &apos;oom-kill event&apos; lines, with MaxRSS near the requested memory.</source>
        <extracomment>hypothesis killed-memory-limit: supports</extracomment>
        <translation>slurm.out_of_memory 或 slurm.killed：状态 OUT_OF_MEMORY，或有“oom-kill event”行，且 MaxRSS 接近申请的内存。</translation>
    </message>
    <message>
        <source>The job&apos;s accounting shows MaxRSS well below the limit and no OOM event.</source>
        <extracomment>hypothesis killed-memory-limit: refutes</extracomment>
        <translation>作业的记账信息显示 MaxRSS 远低于限制，且没有 OOM 事件。</translation>
    </message>
    <message>
        <source>Request more memory (`#SBATCH --mem=64G`) and compare with `sacct -j JOBID --format=MaxRSS,ReqMem`.</source>
        <extracomment>hypothesis killed-memory-limit: quick_wins</extracomment>
        <translation>申请更多内存（`#SBATCH --mem=64G`），并与 `sacct -j JOBID --format=MaxRSS,ReqMem` 比较。</translation>
    </message>
    <message>
        <source>Reduce `num_workers` and `prefetch_factor`: each worker holds batches in memory.</source>
        <extracomment>hypothesis killed-memory-limit: quick_wins</extracomment>
        <translation>降低 `num_workers` 和 `prefetch_factor`：每个工作进程都在内存中保存批次。</translation>
    </message>
    <message>
        <source>Measure peak memory with `/usr/bin/time -v python train.py` on a short run.</source>
        <extracomment>hypothesis killed-memory-limit: escalation</extracomment>
        <translation>在一次短时运行上用 `/usr/bin/time -v python train.py` 测量峰值内存。</translation>
    </message>
    <message>
        <source>The whole dataset is cached in RAM</source>
        <extracomment>hypothesis killed-dataset-in-ram: title</extracomment>
        <translation>整个数据集被缓存在内存中</translation>
    </message>
    <message>
        <source>CacheDataset, a list of loaded volumes, or `np.load` of a large array holds the dataset in memory; 3-D datasets of hundreds of volumes exceed host memory (and each worker may hold its own copy).</source>
        <extracomment>hypothesis killed-dataset-in-ram: explanation</extracomment>
        <translation>CacheDataset、已加载体积的列表，或对大数组的 `np.load` 会把数据集保存在内存中；包含数百个体积的 3D 数据集会超出主机内存（并且每个工作进程可能各有一份副本）。</translation>
    </message>
    <message>
        <source>Resident memory rises while the dataset is built or during the first epoch and ends near the limit.</source>
        <extracomment>hypothesis killed-dataset-in-ram: supports</extracomment>
        <translation>常驻内存在构建数据集或第一个 epoch 期间上升，最终接近限制。</translation>
    </message>
    <message>
        <source>Memory stays flat after the first few batches.</source>
        <extracomment>hypothesis killed-dataset-in-ram: refutes</extracomment>
        <translation>在最初几个批次之后内存保持平稳。</translation>
    </message>
    <message>
        <source>Use PersistentDataset (cache on disk) or `cache_rate &lt; 1` in MONAI.</source>
        <extracomment>hypothesis killed-dataset-in-ram: quick_wins</extracomment>
        <translation>在 MONAI 中使用 PersistentDataset（缓存到磁盘）或 `cache_rate &lt; 1`。</translation>
    </message>
    <message>
        <source>Store preprocessed volumes as .npy and open them with `np.load(path, mmap_mode=&apos;r&apos;)`.</source>
        <extracomment>hypothesis killed-dataset-in-ram: quick_wins</extracomment>
        <translation>将预处理后的体积保存为 .npy，并用 `np.load(path, mmap_mode=&apos;r&apos;)` 打开。</translation>
    </message>
    <message>
        <source>Estimate the size: cases x voxels x bytes per voxel (float32 = 4, float64 = 8).</source>
        <extracomment>hypothesis killed-dataset-in-ram: escalation</extracomment>
        <translation>估算大小：病例数 x 体素数 x 每体素字节数（float32 = 4，float64 = 8）。</translation>
    </message>
    <message>
        <source>Each DataLoader worker copies the dataset (copy-on-access of Python objects)</source>
        <extracomment>hypothesis killed-worker-copy-on-access: title</extracomment>
        <translation>每个 DataLoader 工作进程都复制了数据集（Python 对象访问即复制）</translation>
    </message>
    <message>
        <source>Forked workers share memory pages only until they are written. Touching Python objects (lists of dicts, strings) updates reference counts and copies the pages, so memory grows with the number of workers.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: explanation</extracomment>
        <translation>fork 出的工作进程只在内存页被写入之前共享它们。访问 Python 对象（字典列表、字符串）会更新引用计数并复制内存页，因此内存随工作进程数量增长。</translation>
    </message>
    <message>
        <source>Total memory grows roughly with `num_workers`; with `num_workers=0` it stays low.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: supports</extracomment>
        <translation>总内存大致随 `num_workers` 增长；`num_workers=0` 时保持较低。</translation>
    </message>
    <message>
        <source>Memory does not depend on the number of workers.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: refutes</extracomment>
        <translation>内存与工作进程数量无关。</translation>
    </message>
    <message>
        <source>Store the file list as a numpy array of strings or a pandas column instead of a Python list of dicts.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: quick_wins</extracomment>
        <translation>将文件列表保存为 numpy 字符串数组或 pandas 列，而不是 Python 字典列表。</translation>
    </message>
    <message>
        <source>Lower `num_workers`.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: quick_wins</extracomment>
        <translation>降低 `num_workers`。</translation>
    </message>
    <message>
        <source>Measure proportional set size (PSS) per worker with `smem` or psutil&apos;s `memory_full_info().pss`.</source>
        <extracomment>hypothesis killed-worker-copy-on-access: escalation</extracomment>
        <translation>用 `smem` 或 psutil 的 `memory_full_info().pss` 测量每个工作进程的比例集大小（PSS）。</translation>
    </message>
    <message>
        <source>Host memory leaks during training (predictions or tensors kept)</source>
        <extracomment>hypothesis killed-host-memory-leak: title</extracomment>
        <translation>训练期间主机内存泄漏（保留了预测或张量）</translation>
    </message>
    <message>
        <source>Appending CPU tensors, predictions or metrics objects every iteration, or keeping references in a logger, grows resident memory until the OOM killer stops the process late in training.</source>
        <extracomment>hypothesis killed-host-memory-leak: explanation</extracomment>
        <translation>每次迭代都追加 CPU 张量、预测或指标对象，或在日志记录器中保留引用，会使常驻内存不断增长，直到训练后期 OOM killer 终止进程。</translation>
    </message>
    <message>
        <source>Resident memory grows steadily epoch after epoch.</source>
        <extracomment>hypothesis killed-host-memory-leak: supports</extracomment>
        <translation>常驻内存逐个 epoch 稳定增长。</translation>
    </message>
    <message>
        <source>Memory is flat after the first epoch.</source>
        <extracomment>hypothesis killed-host-memory-leak: refutes</extracomment>
        <translation>第一个 epoch 之后内存保持平稳。</translation>
    </message>
    <message>
        <source>Store scalars (`.item()`), not tensors, in metric lists.</source>
        <extracomment>hypothesis killed-host-memory-leak: quick_wins</extracomment>
        <translation>在指标列表中保存标量（`.item()`），而不是张量。</translation>
    </message>
    <message>
        <source>Write predictions to disk as you go instead of keeping them.</source>
        <extracomment>hypothesis killed-host-memory-leak: quick_wins</extracomment>
        <translation>边运行边将预测写入磁盘，而不是保留在内存中。</translation>
    </message>
    <message>
        <source>Use `tracemalloc` snapshots between epochs to find where Python memory grows.</source>
        <extracomment>hypothesis killed-host-memory-leak: escalation</extracomment>
        <translation>在各 epoch 之间使用 `tracemalloc` 快照，找出 Python 内存增长的位置。</translation>
    </message>
    <message>
        <source>Volumes are expanded to float64</source>
        <extracomment>hypothesis killed-float64-volumes: title</extracomment>
        <translation>体积被扩展为 float64</translation>
    </message>
    <message>
        <source>nibabel&apos;s `get_fdata()` returns float64 by default: an int16 CT becomes four times larger. A few large volumes in float64 plus copies in preprocessing exhaust memory.</source>
        <extracomment>hypothesis killed-float64-volumes: explanation</extracomment>
        <translation>nibabel 的 `get_fdata()` 默认返回 float64：int16 的 CT 会变大四倍。几个大体积以 float64 存储，再加上预处理中的副本，就会耗尽内存。</translation>
    </message>
    <message>
        <source>Arrays in the pipeline are float64 and memory drops when they are float32.</source>
        <extracomment>hypothesis killed-float64-volumes: supports</extracomment>
        <translation>流程中的数组为 float64，改为 float32 后内存下降。</translation>
    </message>
    <message>
        <source>Arrays are float32 or smaller.</source>
        <extracomment>hypothesis killed-float64-volumes: refutes</extracomment>
        <translation>数组为 float32 或更小。</translation>
    </message>
    <message>
        <source>Use `img.get_fdata(dtype=np.float32)` or `np.asanyarray(img.dataobj)`.</source>
        <extracomment>hypothesis killed-float64-volumes: quick_wins</extracomment>
        <translation>使用 `img.get_fdata(dtype=np.float32)` 或 `np.asanyarray(img.dataobj)`。</translation>
    </message>
    <message>
        <source>Convert to float32 once, early.</source>
        <extracomment>hypothesis killed-float64-volumes: quick_wins</extracomment>
        <translation>尽早一次性转换为 float32。</translation>
    </message>
    <message>
        <source>Print `arr.dtype` and `arr.nbytes` after each preprocessing step.</source>
        <extracomment>hypothesis killed-float64-volumes: escalation</extracomment>
        <translation>在每个预处理步骤之后打印 `arr.dtype` 和 `arr.nbytes`。</translation>
    </message>
    <message>
        <source>Some files are truncated or damaged</source>
        <extracomment>hypothesis corrupt-files-present: title</extracomment>
        <translation>部分文件被截断或损坏</translation>
    </message>
    <message>
        <source>Interrupted downloads or copies, zero-byte files, DICOM with empty pixel data, and gzip streams cut short are common in large datasets. One bad case stops a whole epoch.</source>
        <extracomment>hypothesis corrupt-files-present: explanation</extracomment>
        <translation>中断的下载或复制、零字节文件、像素数据为空的 DICOM，以及被截断的 gzip 流，在大型数据集中很常见。一个坏病例就会中断整个 epoch。</translation>
    </message>
    <message>
        <source>dataset.unreadable_file names files and reasons.</source>
        <extracomment>hypothesis corrupt-files-present: supports</extracomment>
        <translation>dataset.unreadable_file 列出了文件及原因。</translation>
    </message>
    <message>
        <source>Every file loads.</source>
        <extracomment>hypothesis corrupt-files-present: refutes</extracomment>
        <translation>所有文件都能加载。</translation>
    </message>
    <message>
        <source>Exclude the named files and note them in the dataset&apos;s README.</source>
        <extracomment>hypothesis corrupt-files-present: quick_wins</extracomment>
        <translation>排除所列文件，并在数据集的 README 中注明。</translation>
    </message>
    <message>
        <source>Compare checksums (`sha256sum`) with the source.</source>
        <extracomment>hypothesis corrupt-files-present: quick_wins</extracomment>
        <translation>与数据源比较校验和（`sha256sum`）。</translation>
    </message>
    <message>
        <source>Download or export the damaged cases again.</source>
        <extracomment>hypothesis corrupt-files-present: escalation</extracomment>
        <translation>重新下载或导出损坏的病例。</translation>
    </message>
    <message>
        <source>Compressed DICOM needs a codec your reader lacks</source>
        <extracomment>hypothesis corrupt-unsupported-codec: title</extracomment>
        <translation>压缩的 DICOM 需要你的读取器所缺少的编解码器</translation>
    </message>
    <message>
        <source>JPEG 2000, JPEG-LS and lossless JPEG transfer syntaxes need extra packages in pydicom (pylibjpeg, gdcm) and specific builds elsewhere. The files are fine; the reader cannot decode them.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: explanation</extracomment>
        <translation>JPEG 2000、JPEG-LS 和无损 JPEG 传输语法在 pydicom 中需要额外的软件包（pylibjpeg、gdcm），在其他工具中需要特定的构建。文件本身没有问题；只是读取器无法解码。</translation>
    </message>
    <message>
        <source>dicom.undecodable_transfer_syntax, or files ScanSleuth loads that fail in your pipeline with &apos;Unable to decode pixel data&apos;.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: supports</extracomment>
        <translation>dicom.undecodable_transfer_syntax，或 ScanSleuth 能加载的文件在你的流程中以“Unable to decode pixel data”失败。</translation>
    </message>
    <message>
        <source>The failing files are uncompressed.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: refutes</extracomment>
        <translation>失败的文件未经压缩。</translation>
    </message>
    <message>
        <source>Install decoders: `pip install pylibjpeg pylibjpeg-openjpeg pylibjpeg-libjpeg` (or `python-gdcm`).</source>
        <extracomment>hypothesis corrupt-unsupported-codec: quick_wins</extracomment>
        <translation>安装解码器：`pip install pylibjpeg pylibjpeg-openjpeg pylibjpeg-libjpeg`（或 `python-gdcm`）。</translation>
    </message>
    <message>
        <source>Convert the series once with dcm2niix or `scansleuth-cli convert`.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: quick_wins</extracomment>
        <translation>用 dcm2niix 或 `scansleuth-cli convert` 将序列一次性转换。</translation>
    </message>
    <message>
        <source>Decompress with `dcmdjpeg` / `gdcmconv --raw` and compare.</source>
        <extracomment>hypothesis corrupt-unsupported-codec: escalation</extracomment>
        <translation>用 `dcmdjpeg` / `gdcmconv --raw` 解压后比较。</translation>
    </message>
    <message>
        <source>A folder mixes several series (a localizer, another orientation)</source>
        <extracomment>hypothesis corrupt-mixed-series: title</extracomment>
        <translation>一个文件夹中混有多个序列（定位像、另一方向）</translation>
    </message>
    <message>
        <source>A loader that expects one series per folder fails or builds a wrong volume when the folder also holds a scout, a derived series or a second acquisition.</source>
        <extracomment>hypothesis corrupt-mixed-series: explanation</extracomment>
        <translation>当文件夹中还包含定位像、派生序列或第二次采集时，期望每个文件夹只有一个序列的加载器会失败或构建出错误的体积。</translation>
    </message>
    <message>
        <source>dicom.multiple_series or dicom.mixed_orientations in the failing folders.</source>
        <extracomment>hypothesis corrupt-mixed-series: supports</extracomment>
        <translation>失败的文件夹中出现 dicom.multiple_series 或 dicom.mixed_orientations。</translation>
    </message>
    <message>
        <source>Each folder holds one series of one orientation.</source>
        <extracomment>hypothesis corrupt-mixed-series: refutes</extracomment>
        <translation>每个文件夹只包含一个方向的一个序列。</translation>
    </message>
    <message>
        <source>Select the series by SeriesInstanceUID (`sitk.ImageSeriesReader.GetGDCMSeriesFileNames(folder, uid)`).</source>
        <extracomment>hypothesis corrupt-mixed-series: quick_wins</extracomment>
        <translation>按 SeriesInstanceUID 选择序列（`sitk.ImageSeriesReader.GetGDCMSeriesFileNames(folder, uid)`）。</translation>
    </message>
    <message>
        <source>Reorganise the dataset one series per folder (dcm2niix or `dicomsort`).</source>
        <extracomment>hypothesis corrupt-mixed-series: escalation</extracomment>
        <translation>将数据集重新整理为每个文件夹一个序列（dcm2niix 或 `dicomsort`）。</translation>
    </message>
    <message>
        <source>Transient read errors on a network or parallel file system</source>
        <extracomment>hypothesis corrupt-network-filesystem: title</extracomment>
        <translation>网络或并行文件系统上的临时读取错误</translation>
    </message>
    <message>
        <source>Reads from NFS, Lustre or GPFS under load can fail or return short data; a file that failed once loads on retry.</source>
        <extracomment>hypothesis corrupt-network-filesystem: explanation</extracomment>
        <translation>在负载下从 NFS、Lustre 或 GPFS 读取可能失败或返回不完整的数据；失败过一次的文件重试时可以加载。</translation>
    </message>
    <message>
        <source>The same file loads on retry, or its checksum differs between two reads.</source>
        <extracomment>hypothesis corrupt-network-filesystem: supports</extracomment>
        <translation>同一文件重试时能加载，或两次读取的校验和不同。</translation>
    </message>
    <message>
        <source>The same files fail every time with the same error.</source>
        <extracomment>hypothesis corrupt-network-filesystem: refutes</extracomment>
        <translation>相同的文件每次都以相同的错误失败。</translation>
    </message>
    <message>
        <source>Copy the dataset to node-local storage (`$TMPDIR`, /scratch) at the start of the job.</source>
        <extracomment>hypothesis corrupt-network-filesystem: quick_wins</extracomment>
        <translation>在作业开始时将数据集复制到节点本地存储（`$TMPDIR`、/scratch）。</translation>
    </message>
    <message>
        <source>Report the errors to the cluster&apos;s support with the node names and times.</source>
        <extracomment>hypothesis corrupt-network-filesystem: escalation</extracomment>
        <translation>将错误连同节点名称和时间报告给集群的技术支持。</translation>
    </message>
    <message>
        <source>Measure peak GPU memory against batch and patch size</source>
        <extracomment>experiment exp-oom-batch-sweep: title</extracomment>
        <translation>测量峰值 GPU 显存与批大小和图块尺寸的关系</translation>
    </message>
    <message>
        <source>Run a few training steps at batch sizes 1, 2, 4 (and two patch sizes) and record the peak memory of each.</source>
        <extracomment>experiment exp-oom-batch-sweep: description</extracomment>
        <translation>以批大小 1、2、4（以及两种图块尺寸）各运行几个训练步骤，记录每种设置的峰值显存。</translation>
    </message>
    <message>
        <source>Peak memory scales with the batch and a smaller batch fits.</source>
        <extracomment>experiment exp-oom-batch-sweep: supports</extracomment>
        <translation>峰值显存随批大小增长，较小的批次可以放下。</translation>
    </message>
    <message>
        <source>Batch size 1 still runs out of memory.</source>
        <extracomment>experiment exp-oom-batch-sweep: refutes</extracomment>
        <translation>批大小为 1 时仍然显存不足。</translation>
    </message>
    <message>
        <source>Peak GiB at batch size 1</source>
        <extracomment>experiment exp-oom-batch-sweep: form peak_bs1</extracomment>
        <translation>批大小为 1 时的峰值 GiB</translation>
    </message>
    <message>
        <source>Peak GiB at batch size 2</source>
        <extracomment>experiment exp-oom-batch-sweep: form peak_bs2</extracomment>
        <translation>批大小为 2 时的峰值 GiB</translation>
    </message>
    <message>
        <source>GPU memory in GiB</source>
        <extracomment>experiment exp-oom-batch-sweep: form gpu_total</extracomment>
        <translation>GPU 显存（GiB）</translation>
    </message>
    <message>
        <source>Does a smaller batch or patch train without error?</source>
        <extracomment>experiment exp-oom-batch-sweep: form fits_smaller</extracomment>
        <translation>较小的批次或图块能否无错误地训练？</translation>
    </message>
    <message>
        <source>Log allocated GPU memory every iteration</source>
        <extracomment>experiment exp-oom-memory-growth: title</extracomment>
        <translation>每次迭代记录已分配的 GPU 显存</translation>
    </message>
    <message>
        <source>Print allocated memory at the same point of every iteration, for 20 iterations.</source>
        <extracomment>experiment exp-oom-memory-growth: description</extracomment>
        <translation>在每次迭代的同一位置打印已分配显存，持续 20 次迭代。</translation>
    </message>
    <message>
        <source>Memory grows every iteration.</source>
        <extracomment>experiment exp-oom-memory-growth: supports</extracomment>
        <translation>显存每次迭代都在增长。</translation>
    </message>
    <message>
        <source>Memory is flat between iterations.</source>
        <extracomment>experiment exp-oom-memory-growth: refutes</extracomment>
        <translation>已分配显存在各次迭代之间保持平稳。</translation>
    </message>
    <message>
        <source>MiB allocated after iteration 1</source>
        <extracomment>experiment exp-oom-memory-growth: form mib_step1</extracomment>
        <translation>第 1 次迭代后已分配的 MiB</translation>
    </message>
    <message>
        <source>MiB allocated after iteration 20</source>
        <extracomment>experiment exp-oom-memory-growth: form mib_step20</extracomment>
        <translation>第 20 次迭代后已分配的 MiB</translation>
    </message>
    <message>
        <source>Does it grow steadily?</source>
        <extracomment>experiment exp-oom-memory-growth: form grows</extracomment>
        <translation>是否稳定增长？</translation>
    </message>
    <message>
        <source>Find the phase that runs out of memory</source>
        <extracomment>experiment exp-oom-phase: title</extracomment>
        <translation>找出显存耗尽的阶段</translation>
    </message>
    <message>
        <source>Read the traceback: is it the training step, validation or inference? Check whether that code runs under no_grad.</source>
        <extracomment>experiment exp-oom-phase: description</extracomment>
        <translation>阅读回溯信息：是训练步骤、验证还是推理？检查该代码是否在 no_grad 下运行。</translation>
    </message>
    <message>
        <source>The failure is in validation or inference with grad enabled, and no_grad fixes it.</source>
        <extracomment>experiment exp-oom-phase: supports</extracomment>
        <translation>失败发生在启用梯度的验证或推理中，而 no_grad 可以修复它。</translation>
    </message>
    <message>
        <source>The failure is in the training step, or validation already runs under no_grad.</source>
        <extracomment>experiment exp-oom-phase: refutes</extracomment>
        <translation>失败发生在训练步骤中，或验证已在 no_grad 下运行。</translation>
    </message>
    <message>
        <source>Which phase fails (training, validation, inference)?</source>
        <extracomment>experiment exp-oom-phase: form phase</extracomment>
        <translation>哪个阶段失败（训练、验证、推理）？</translation>
    </message>
    <message>
        <source>Is grad enabled in validation/inference?</source>
        <extracomment>experiment exp-oom-phase: form grad_enabled</extracomment>
        <translation>验证/推理中是否启用了梯度？</translation>
    </message>
    <message>
        <source>Does it pass under torch.no_grad()?</source>
        <extracomment>experiment exp-oom-phase: form passes_no_grad</extracomment>
        <translation>在 torch.no_grad() 下能否通过？</translation>
    </message>
    <message>
        <source>List the processes on the GPU</source>
        <extracomment>experiment exp-oom-nvidia-smi: title</extracomment>
        <translation>列出 GPU 上的进程</translation>
    </message>
    <message>
        <source>Before starting, and while the job runs, list who uses the GPU.</source>
        <extracomment>experiment exp-oom-nvidia-smi: description</extracomment>
        <translation>在启动之前以及作业运行期间，列出谁在使用 GPU。</translation>
    </message>
    <message>
        <source>Other processes hold memory on the same GPU.</source>
        <extracomment>experiment exp-oom-nvidia-smi: supports</extracomment>
        <translation>其他进程占用了同一 GPU 上的显存。</translation>
    </message>
    <message>
        <source>The GPU is empty before the job starts.</source>
        <extracomment>experiment exp-oom-nvidia-smi: refutes</extracomment>
        <translation>作业启动前 GPU 是空的。</translation>
    </message>
    <message>
        <source>Free GPU memory before your process starts (MiB)</source>
        <extracomment>experiment exp-oom-nvidia-smi: form free_before</extracomment>
        <translation>本进程启动前的可用 GPU 显存（MiB）</translation>
    </message>
    <message>
        <source>Other processes listed (PIDs and memory)</source>
        <extracomment>experiment exp-oom-nvidia-smi: form other_processes</extracomment>
        <translation>列出的其他进程（PID 和显存）</translation>
    </message>
    <message>
        <source>Print the allocator&apos;s summary at the failure</source>
        <extracomment>experiment exp-oom-memory-summary: title</extracomment>
        <translation>在失败时打印分配器摘要</translation>
    </message>
    <message>
        <source>Catch the error and print the caching allocator&apos;s state.</source>
        <extracomment>experiment exp-oom-memory-summary: description</extracomment>
        <translation>捕获错误并打印缓存分配器的状态。</translation>
    </message>
    <message>
        <source>Reserved is far above allocated, and expandable segments make it pass.</source>
        <extracomment>experiment exp-oom-memory-summary: supports</extracomment>
        <translation>保留显存远高于已分配显存，且启用可扩展段后可以通过。</translation>
    </message>
    <message>
        <source>Reserved is close to allocated.</source>
        <extracomment>experiment exp-oom-memory-summary: refutes</extracomment>
        <translation>保留显存接近已分配显存。</translation>
    </message>
    <message>
        <source>Allocated GiB at the failure</source>
        <extracomment>experiment exp-oom-memory-summary: form allocated_gib</extracomment>
        <translation>失败时已分配的 GiB</translation>
    </message>
    <message>
        <source>Reserved GiB at the failure</source>
        <extracomment>experiment exp-oom-memory-summary: form reserved_gib</extracomment>
        <translation>失败时保留的 GiB</translation>
    </message>
    <message>
        <source>Does it pass with expandable_segments:True?</source>
        <extracomment>experiment exp-oom-memory-summary: form passes_expandable</extracomment>
        <translation>使用 expandable_segments:True 时能否通过？</translation>
    </message>
    <message>
        <source>Record the versions of the binary packages</source>
        <extracomment>experiment exp-segfault-environment: title</extracomment>
        <translation>记录二进制软件包的版本</translation>
    </message>
    <message>
        <source>List NumPy and the extensions that use it, and check the environment for conflicts.</source>
        <extracomment>experiment exp-segfault-environment: description</extracomment>
        <translation>列出 NumPy 及使用它的扩展，并检查环境中的冲突。</translation>
    </message>
    <message>
        <source>An ABI warning appears, or pinning NumPy stops the crash.</source>
        <extracomment>experiment exp-segfault-environment: supports</extracomment>
        <translation>出现 ABI 警告，或固定 NumPy 版本后不再崩溃。</translation>
    </message>
    <message>
        <source>No warning, pip check is clean, and the crash persists with matching versions.</source>
        <extracomment>experiment exp-segfault-environment: refutes</extracomment>
        <translation>没有警告，pip check 没有问题，且版本匹配时崩溃仍然存在。</translation>
    </message>
    <message>
        <source>NumPy version</source>
        <extracomment>experiment exp-segfault-environment: form numpy_version</extracomment>
        <translation>NumPy 版本</translation>
    </message>
    <message>
        <source>Did an import warn about NumPy versions or dtype size?</source>
        <extracomment>experiment exp-segfault-environment: form abi_warning</extracomment>
        <translation>导入时是否有关于 NumPy 版本或 dtype 大小的警告？</translation>
    </message>
    <message>
        <source>Output of pip check</source>
        <extracomment>experiment exp-segfault-environment: form pip_check</extracomment>
        <translation>pip check 的输出</translation>
    </message>
    <message>
        <source>Find the crashing library with faulthandler and import bisection</source>
        <extracomment>experiment exp-segfault-import-bisect: title</extracomment>
        <translation>用 faulthandler 和导入二分法找出崩溃的库</translation>
    </message>
    <message>
        <source>Get the Python and native stack at the crash, then import the extensions one at a time and in different orders.</source>
        <extracomment>experiment exp-segfault-import-bisect: description</extracomment>
        <translation>获取崩溃时的 Python 栈和本地栈，然后逐个并以不同顺序导入各扩展。</translation>
    </message>
    <message>
        <source>The crashing frame is in the suspected library and the crash follows its import.</source>
        <extracomment>experiment exp-segfault-import-bisect: supports</extracomment>
        <translation>崩溃帧位于被怀疑的库中，且崩溃随它的导入而出现。</translation>
    </message>
    <message>
        <source>The crash reproduces without the suspected library.</source>
        <extracomment>experiment exp-segfault-import-bisect: refutes</extracomment>
        <translation>不导入被怀疑的库时崩溃仍可复现。</translation>
    </message>
    <message>
        <source>Library of the crashing frame (from gdb&apos;s bt or faulthandler)</source>
        <extracomment>experiment exp-segfault-import-bisect: form crash_frame</extracomment>
        <translation>崩溃帧所属的库（来自 gdb 的 bt 或 faulthandler）</translation>
    </message>
    <message>
        <source>Does the crash depend on which libraries are imported, or their order?</source>
        <extracomment>experiment exp-segfault-import-bisect: form import_order_matters</extracomment>
        <translation>崩溃是否取决于导入了哪些库，或导入顺序？</translation>
    </message>
    <message>
        <source>Rerun with num_workers=0</source>
        <extracomment>experiment exp-segfault-workers-zero: title</extracomment>
        <translation>以 num_workers=0 重新运行</translation>
    </message>
    <message>
        <source>Load the data in the main process to see whether the worker processes are involved.</source>
        <extracomment>experiment exp-segfault-workers-zero: description</extracomment>
        <translation>在主进程中加载数据，看是否与工作进程有关。</translation>
    </message>
    <message>
        <source>No crash with num_workers=0 or with spawn.</source>
        <extracomment>experiment exp-segfault-workers-zero: supports</extracomment>
        <translation>num_workers=0 或使用 spawn 时不崩溃。</translation>
    </message>
    <message>
        <source>It crashes with num_workers=0 too.</source>
        <extracomment>experiment exp-segfault-workers-zero: refutes</extracomment>
        <translation>num_workers=0 时也会崩溃。</translation>
    </message>
    <message>
        <source>Does it crash with num_workers=0?</source>
        <extracomment>experiment exp-segfault-workers-zero: form crash_workers0</extracomment>
        <translation>num_workers=0 时是否崩溃？</translation>
    </message>
    <message>
        <source>Does it crash with the spawn start method?</source>
        <extracomment>experiment exp-segfault-workers-zero: form crash_spawn</extracomment>
        <translation>使用 spawn 启动方式时是否崩溃？</translation>
    </message>
    <message>
        <source>Trace host memory over time and per worker</source>
        <extracomment>experiment exp-killed-memory-trace: title</extracomment>
        <translation>随时间和按工作进程跟踪主机内存</translation>
    </message>
    <message>
        <source>Record resident memory of the main process and its workers over a short run, with 0 and N workers.</source>
        <extracomment>experiment exp-killed-memory-trace: description</extracomment>
        <translation>在一次短时运行中，分别以 0 个和 N 个工作进程记录主进程及其工作进程的常驻内存。</translation>
    </message>
    <message>
        <source>The pattern named by the hypothesis: high from the start (cache), growing with workers (copy-on-access), growing per epoch (leak), float64 arrays.</source>
        <extracomment>experiment exp-killed-memory-trace: supports</extracomment>
        <translation>出现该假设所指的模式：一开始就很高（缓存）、随工作进程数增长（访问即复制）、逐 epoch 增长（泄漏）、float64 数组。</translation>
    </message>
    <message>
        <source>Memory stays far below the limit in all settings.</source>
        <extracomment>experiment exp-killed-memory-trace: refutes</extracomment>
        <translation>在所有设置下内存都远低于限制。</translation>
    </message>
    <message>
        <source>Peak GiB with num_workers=0</source>
        <extracomment>experiment exp-killed-memory-trace: form peak_gib_workers0</extracomment>
        <translation>num_workers=0 时的峰值 GiB</translation>
    </message>
    <message>
        <source>Peak GiB with your num_workers</source>
        <extracomment>experiment exp-killed-memory-trace: form peak_gib_workersN</extracomment>
        <translation>使用你的 num_workers 时的峰值 GiB</translation>
    </message>
    <message>
        <source>Does memory grow from epoch to epoch?</source>
        <extracomment>experiment exp-killed-memory-trace: form grows_per_epoch</extracomment>
        <translation>内存是否逐 epoch 增长？</translation>
    </message>
    <message>
        <source>Data type of the arrays in the pipeline</source>
        <extracomment>experiment exp-killed-memory-trace: form dtype</extracomment>
        <translation>流程中数组的数据类型</translation>
    </message>
    <message>
        <source>Read the failing file twice and compare checksums</source>
        <extracomment>experiment exp-reread-checksum: title</extracomment>
        <translation>读取失败的文件两次并比较校验和</translation>
    </message>
    <message>
        <source>Check whether the failure is stable.</source>
        <extracomment>experiment exp-reread-checksum: description</extracomment>
        <translation>检查失败是否稳定出现。</translation>
    </message>
    <message>
        <source>Checksums differ, or the local copy loads.</source>
        <extracomment>experiment exp-reread-checksum: supports</extracomment>
        <translation>校验和不同，或本地副本可以加载。</translation>
    </message>
    <message>
        <source>The same file fails every time, locally too.</source>
        <extracomment>experiment exp-reread-checksum: refutes</extracomment>
        <translation>同一文件每次都失败，在本地也一样。</translation>
    </message>
    <message>
        <source>Are both checksums equal?</source>
        <extracomment>experiment exp-reread-checksum: form same_checksum</extracomment>
        <translation>两个校验和是否相同？</translation>
    </message>
    <message>
        <source>Does the local copy load?</source>
        <extracomment>experiment exp-reread-checksum: form loads_from_local</extracomment>
        <translation>本地副本能否加载？</translation>
    </message>
    <message>
        <source>Compare the image and mask geometry and contents</source>
        <extracomment>experiment exp-pair-geometry: title</extracomment>
        <translation>比较图像与掩膜的几何信息和内容</translation>
    </message>
    <message>
        <source>Reads both headers and voxels, names the cause of a misalignment (axis flipped, axes transposed, origin offset, spacing scaled, half-voxel shift, LPS/RAS sign confusion, qform/sform swap, dimension or direction mismatch, identity affine), applies each candidate&apos;s inverse and measures the effect: Dice against a reference mask when one is given, otherwise how well the mask boundary follows the image edges.</source>
        <extracomment>experiment exp-pair-geometry: description</extracomment>
        <translation>读取两者的头信息和体素，指出错位的原因（轴翻转、轴转置、原点偏移、间距缩放、半体素偏移、LPS/RAS 符号混淆、qform/sform 互换、维度或方向不匹配、单位仿射矩阵），对每个候选原因施加其逆变换并测量效果：给出参考掩膜时用与其的 Dice，否则用掩膜边界与图像边缘的吻合程度。</translation>
    </message>
    <message>
        <source>A geometry finding names the cause and its inverse raises the overlap (Dice with the reference, or edge agreement with the image).</source>
        <extracomment>experiment exp-pair-geometry: supports</extracomment>
        <translation>某个几何发现指出了原因，且其逆变换提高了重叠度（与参考的 Dice，或与图像的边缘吻合度）。</translation>
    </message>
    <message>
        <source>Headers agree within tolerance and no candidate correction improves the overlap: the mask is in the image&apos;s frame, so the misplacement happened before the file was written.</source>
        <extracomment>experiment exp-pair-geometry: refutes</extracomment>
        <translation>头信息在容差内一致，且没有任何候选校正能提高重叠度：掩膜处于图像的坐标系中，因此错位发生在写出文件之前。</translation>
    </message>
    <message>
        <source>The image (NIfTI, DICOM folder, NRRD, MetaImage)</source>
        <extracomment>experiment exp-pair-geometry: inputs image</extracomment>
        <translation>图像（NIfTI、DICOM 文件夹、NRRD、MetaImage）</translation>
    </message>
    <message>
        <source>The mask or prediction that looks misplaced</source>
        <extracomment>experiment exp-pair-geometry: inputs mask</extracomment>
        <translation>看起来错位的掩膜或预测</translation>
    </message>
    <message>
        <source>A mask known to be correct for this image (optional; makes the proof a Dice score)</source>
        <extracomment>experiment exp-pair-geometry: inputs reference</extracomment>
        <translation>已知对此图像正确的掩膜（可选；使证明成为一个 Dice 分数）</translation>
    </message>
    <message>
        <source>Label forensics on the mask</source>
        <extracomment>experiment exp-labels: title</extracomment>
        <translation>对掩膜进行标签取证</translation>
    </message>
    <message>
        <source>Checks the mask&apos;s values: non-integer labels, labels outside the expected set, 0/255 masks, in-between labels at borders (the mark of linear interpolation), an image saved as a label map, empty masks, masks cut by the volume border, probability maps out of [0, 1], channels that do not sum to 1, logits saved as probabilities, and an argmax that disagrees with the saved mask.</source>
        <extracomment>experiment exp-labels: description</extracomment>
        <translation>检查掩膜的值：非整数标签、预期集合之外的标签、0/255 掩膜、边界处的中间标签（线性插值的痕迹）、被保存为标签图的图像、空掩膜、被体积边界截断的掩膜、超出 [0, 1] 的概率图、各通道之和不为 1、被当作概率保存的 logits，以及与保存的掩膜不一致的 argmax。</translation>
    </message>
    <message>
        <source>A labels finding names what is wrong with the values, with counts and where.</source>
        <extracomment>experiment exp-labels: supports</extracomment>
        <translation>某个标签发现指出了值的问题，并给出数量和位置。</translation>
    </message>
    <message>
        <source>Every voxel holds one of the expected integer labels and no border shows in-between values.</source>
        <extracomment>experiment exp-labels: refutes</extracomment>
        <translation>每个体素都是预期的整数标签之一，且没有边界出现中间值。</translation>
    </message>
    <message>
        <source>The mask, label map or probability map</source>
        <extracomment>experiment exp-labels: inputs mask</extracomment>
        <translation>掩膜、标签图或概率图</translation>
    </message>
    <message>
        <source>The image it belongs to (optional; enables the image-as-labels and border checks)</source>
        <extracomment>experiment exp-labels: inputs image</extracomment>
        <translation>它所属的图像（可选；启用“图像被当作标签”和边界检查）</translation>
    </message>
    <message>
        <source>Scan the dataset folder for files that fail to load</source>
        <extracomment>experiment exp-corrupt-scan: title</extracomment>
        <translation>扫描数据集文件夹，查找无法加载的文件</translation>
    </message>
    <message>
        <source>Opens every file in the folder with ScanSleuth&apos;s readers and names each one that fails and why (truncated, zero-byte pixel data, invalid value representation, unsupported transfer syntax, header size larger than the file). This is the bisection over the dataset done for you, without a Python process that can crash.</source>
        <extracomment>experiment exp-corrupt-scan: description</extracomment>
        <translation>用 ScanSleuth 的读取器打开文件夹中的每个文件，列出每个失败的文件及原因（被截断、零字节像素数据、无效的值表示、不支持的传输语法、头信息声明的大小超过文件）。这相当于替你对数据集做了二分排查，且没有会崩溃的 Python 进程。</translation>
    </message>
    <message>
        <source>One or more files fail to load; each is named with the reason.</source>
        <extracomment>experiment exp-corrupt-scan: supports</extracomment>
        <translation>一个或多个文件无法加载；每个都列出了原因。</translation>
    </message>
    <message>
        <source>Every file loads and decodes: the failure is not caused by a damaged file (unless your own reader is stricter or weaker; the traceback of the crash tells which file it was reading).</source>
        <extracomment>experiment exp-corrupt-scan: refutes</extracomment>
        <translation>所有文件都能加载和解码：失败不是由损坏的文件引起的（除非你自己的读取器更严格或更宽松；崩溃的回溯信息会告诉你它当时在读哪个文件）。</translation>
    </message>
    <message>
        <source>The dataset folder (searched recursively)</source>
        <extracomment>experiment exp-corrupt-scan: inputs folder</extracomment>
        <translation>数据集文件夹（递归搜索）</translation>
    </message>
    <message>
        <source>Scan volumes for NaN and infinite values</source>
        <extracomment>experiment exp-nan-scan: title</extracomment>
        <translation>扫描体积中的 NaN 和无穷值</translation>
    </message>
    <message>
        <source>Counts NaN and infinite voxels in every volume of a folder (or in one image), with where they are and which files hold them.</source>
        <extracomment>experiment exp-nan-scan: description</extracomment>
        <translation>统计文件夹中每个体积（或单幅图像）中 NaN 和无穷值体素的数量，并给出它们的位置及所在文件。</translation>
    </message>
    <message>
        <source>Some volumes hold NaN or infinite voxels; the files and counts are listed.</source>
        <extracomment>experiment exp-nan-scan: supports</extracomment>
        <translation>部分体积含有 NaN 或无穷值体素；列出了文件和数量。</translation>
    </message>
    <message>
        <source>No NaN or infinite voxel in any volume: the NaN appears inside the pipeline (normalisation, loss, model).</source>
        <extracomment>experiment exp-nan-scan: refutes</extracomment>
        <translation>所有体积中都没有 NaN 或无穷值体素：NaN 是在流程内部产生的（归一化、损失、模型）。</translation>
    </message>
    <message>
        <source>A folder of volumes, or one image</source>
        <extracomment>experiment exp-nan-scan: inputs path</extracomment>
        <translation>体积所在的文件夹，或单幅图像</translation>
    </message>
    <message>
        <source>Read the SLURM job&apos;s output, error and accounting</source>
        <extracomment>experiment exp-slurm-log: title</extracomment>
        <translation>读取 SLURM 作业的输出、错误和记账信息</translation>
    </message>
    <message>
        <source>Reads the job&apos;s output and error files and pasted `sacct` text, and recognises TIMEOUT, OUT_OF_MEMORY, processes killed by the OOM killer, CUDA out-of-memory errors and NCCL errors, with the lines that show them.</source>
        <extracomment>experiment exp-slurm-log: description</extracomment>
        <translation>读取作业的输出和错误文件以及粘贴的 `sacct` 文本，识别 TIMEOUT、OUT_OF_MEMORY、被 OOM killer 杀死的进程、CUDA 显存不足错误和 NCCL 错误，并给出显示它们的行。</translation>
    </message>
    <message>
        <source>A slurm finding names the state (TIMEOUT, OUT_OF_MEMORY, Killed, CUDA OOM, NCCL) with the evidence lines.</source>
        <extracomment>experiment exp-slurm-log: supports</extracomment>
        <translation>某个 slurm 发现指出了状态（TIMEOUT、OUT_OF_MEMORY、Killed、CUDA OOM、NCCL）及证据行。</translation>
    </message>
    <message>
        <source>The logs show none of these failures: the job ended for another reason (read the last traceback).</source>
        <extracomment>experiment exp-slurm-log: refutes</extracomment>
        <translation>日志中没有这些失败：作业因其他原因结束（请阅读最后的回溯信息）。</translation>
    </message>
    <message>
        <source>The job&apos;s output file (slurm-JOBID.out)</source>
        <extracomment>experiment exp-slurm-log: inputs output</extracomment>
        <translation>作业的输出文件（slurm-JOBID.out）</translation>
    </message>
    <message>
        <source>The job&apos;s error file, if separate</source>
        <extracomment>experiment exp-slurm-log: inputs error</extracomment>
        <translation>作业的错误文件（如果是单独的）</translation>
    </message>
    <message>
        <source>Text of `sacct -j JOBID --format=JobID,State,ExitCode,Elapsed,Timelimit,ReqMem,MaxRSS,ReqTRES`</source>
        <extracomment>experiment exp-slurm-log: inputs sacct</extracomment>
        <translation>`sacct -j JOBID --format=JobID,State,ExitCode,Elapsed,Timelimit,ReqMem,MaxRSS,ReqTRES` 的文本</translation>
    </message>
    <message>
        <source>Classify the training curves</source>
        <extracomment>experiment exp-training-log: title</extracomment>
        <translation>对训练曲线分类</translation>
    </message>
    <message>
        <source>Reads a training log (CSV with step or epoch, train loss, validation loss and metrics, as Lightning, Keras, MONAI or a hand-written logger write it) and classifies the curves: underfitting, overfitting, oscillation, plateau, NaN.</source>
        <extracomment>experiment exp-training-log: description</extracomment>
        <translation>读取训练日志（含 step 或 epoch、训练损失、验证损失和指标的 CSV，如 Lightning、Keras、MONAI 或手写的日志记录器所写），并对曲线分类：欠拟合、过拟合、振荡、平台期、NaN。</translation>
    </message>
    <message>
        <source>A training finding classifies the curves and says where (which step) the behaviour starts.</source>
        <extracomment>experiment exp-training-log: supports</extracomment>
        <translation>某个训练发现对曲线进行了分类，并指出该行为从何处（哪一步）开始。</translation>
    </message>
    <message>
        <source>The curves show none of the patterns this hypothesis predicts.</source>
        <extracomment>experiment exp-training-log: refutes</extracomment>
        <translation>曲线没有呈现该假设所预测的任何模式。</translation>
    </message>
    <message>
        <source>The training log as CSV</source>
        <extracomment>experiment exp-training-log: inputs csv</extracomment>
        <translation>CSV 格式的训练日志</translation>
    </message>
    <message>
        <source>Audit the dataset splits</source>
        <extracomment>experiment exp-dataset-audit: title</extracomment>
        <translation>审计数据集划分</translation>
    </message>
    <message>
        <source>Run the model repeatedly on CPU and GPU</source>
        <extracomment>experiment exp-determinism: title</extracomment>
        <translation>在 CPU 和 GPU 上反复运行模型</translation>
    </message>
    <message>
        <source>Outputs differ between repeats or devices beyond the tolerance, or modules are in training mode.</source>
        <extracomment>experiment exp-determinism: supports</extracomment>
        <translation>各次重复或各设备之间的输出差异超出容差，或有模块处于训练模式。</translation>
    </message>
    <message>
        <source>Repeats and devices agree within the tolerance and every module is in eval mode.</source>
        <extracomment>experiment exp-determinism: refutes</extracomment>
        <translation>各次重复和各设备在容差内一致，且所有模块都处于 eval 模式。</translation>
    </message>
    <message>
        <source>The TorchScript model (.pt)</source>
        <extracomment>experiment exp-determinism: inputs model
----------
experiment exp-model-parity: inputs model
----------
experiment exp-model-gradients: inputs model
----------
experiment exp-model-activations: inputs model</extracomment>
        <translation>TorchScript 模型（.pt）</translation>
    </message>
    <message>
        <source>An input volume</source>
        <extracomment>experiment exp-model-activations: inputs image</extracomment>
        <translation>一个输入体积</translation>
    </message>
    <message>
        <source>Compare two runs case by case</source>
        <extracomment>experiment exp-run-comparison: title</extracomment>
        <translation>逐病例比较两次运行</translation>
    </message>
    <message>
        <source>The mask is shifted, flipped or rotated against the image</source>
        <extracomment>symptom mask-misaligned: title</extracomment>
        <translation>掩膜相对于图像发生了平移、翻转或旋转</translation>
    </message>
    <message>
        <source>Overlaid on the image, the mask (or a prediction) sits in the wrong place: mirrored left-right, upside down, shifted by some millimetres, stretched, or on the wrong slices. Dice is low although the shape looks right.</source>
        <extracomment>symptom mask-misaligned: description</extracomment>
        <translation>叠加到图像上时，掩膜（或预测）位置不对：左右镜像、上下颠倒、偏移了几毫米、被拉伸，或落在错误的切片上。形状看起来正确，但 Dice 很低。</translation>
    </message>
    <message>
        <source>The mask has blurred borders or in-between labels</source>
        <extracomment>symptom mask-smoothed: title</extracomment>
        <translation>掩膜边界模糊或含有中间标签</translation>
    </message>
    <message>
        <source>The mask looks smoothed, its borders hold values between the labels (a 3 between 2 and 4, 0.5 at the edge of a binary mask), or the number of distinct values is far more than the number of classes.</source>
        <extracomment>symptom mask-smoothed: description</extracomment>
        <translation>掩膜看起来被平滑过，其边界含有介于标签之间的值（2 和 4 之间出现 3，二值掩膜边缘出现 0.5），或不同取值的数量远多于类别数。</translation>
    </message>
    <message>
        <source>The mask holds unexpected values or is empty</source>
        <extracomment>symptom mask-unexpected-values: title</extracomment>
        <translation>掩膜含有意外的值或为空</translation>
    </message>
    <message>
        <source>The loss ignores the mask, Dice stays near 0, or the label set is not what the code expects: 0/255 instead of 0/1, labels missing or extra, an empty mask, a probability map or logits where labels were expected.</source>
        <extracomment>symptom mask-unexpected-values: description</extracomment>
        <translation>损失忽略了掩膜、Dice 一直接近 0，或标签集合与代码的预期不符：0/255 而不是 0/1、标签缺失或多余、空掩膜、在期望标签的地方出现概率图或 logits。</translation>
    </message>
    <message>
        <source>The mask was written in a different frame (axis flip, LPS/RAS sign, qform/sform)</source>
        <extracomment>hypothesis mask-frame-mismatch: title</extracomment>
        <translation>掩膜是在不同的坐标系中写出的（轴翻转、LPS/RAS 符号、qform/sform）</translation>
    </message>
    <message>
        <source>Image and mask voxels agree, but the headers map them to different places: one axis flipped (often left-right), the LPS/RAS sign convention mixed up (DICOM and ITK use LPS, NIfTI stores RAS), or one tool read the qform where another read the sform. Each reader then puts the mask somewhere else; converting with one library and saving with another is the usual origin.</source>
        <extracomment>hypothesis mask-frame-mismatch: explanation</extracomment>
        <translation>图像和掩膜的体素一致，但头信息把它们映射到不同的位置：某个轴被翻转（通常是左右）、LPS/RAS 符号约定混淆（DICOM 和 ITK 使用 LPS，NIfTI 存储 RAS），或一个工具读取了 qform 而另一个读取了 sform。于是每个读取器都把掩膜放在别处；用一个库转换、再用另一个库保存是常见的根源。</translation>
    </message>
    <message>
        <source>A finding such as geometry.axis_flip or geometry.lps_ras_confusion names the axis, and undoing it raises the Dice with the reference (or the edge agreement) clearly.</source>
        <extracomment>hypothesis mask-frame-mismatch: supports</extracomment>
        <translation>geometry.axis_flip 或 geometry.lps_ras_confusion 等发现指出了该轴，撤销它能明显提高与参考的 Dice（或边缘吻合度）。</translation>
    </message>
    <message>
        <source>Both headers map voxels to the same world positions within tolerance and no flip improves the overlap.</source>
        <extracomment>hypothesis mask-frame-mismatch: refutes</extracomment>
        <translation>两个头信息在容差内将体素映射到相同的世界坐标位置，且任何翻转都不能提高重叠度。</translation>
    </message>
    <message>
        <source>Resample the mask onto the image grid with nearest neighbour in world space (e.g. `sitk.Resample(mask, image, sitk.Transform(), sitk.sitkNearestNeighbor)`) rather than copying arrays.</source>
        <extracomment>hypothesis mask-frame-mismatch: quick_wins</extracomment>
        <translation>在世界坐标空间中用最近邻将掩膜重采样到图像网格上（例如 `sitk.Resample(mask, image, sitk.Transform(), sitk.sitkNearestNeighbor)`），而不是直接复制数组。</translation>
    </message>
    <message>
        <source>Write the mask with the image&apos;s header: `nib.Nifti1Image(mask_array, img.affine, img.header)` or `mask.CopyInformation(image)` in SimpleITK.</source>
        <extracomment>hypothesis mask-frame-mismatch: quick_wins</extracomment>
        <translation>用图像的头信息写出掩膜：`nib.Nifti1Image(mask_array, img.affine, img.header)`，或在 SimpleITK 中用 `mask.CopyInformation(image)`。</translation>
    </message>
    <message>
        <source>Load and save image and mask with the same library; do not mix nibabel arrays with SimpleITK headers.</source>
        <extracomment>hypothesis mask-frame-mismatch: quick_wins</extracomment>
        <translation>用同一个库加载和保存图像与掩膜；不要把 nibabel 数组与 SimpleITK 头信息混用。</translation>
    </message>
    <message>
        <source>Compare the qform and sform of both files (`scansleuth-cli info FILE --json`, or `fslhd`); set sform_code/qform_code consistently.</source>
        <extracomment>hypothesis mask-frame-mismatch: escalation</extracomment>
        <translation>比较两个文件的 qform 和 sform（`scansleuth-cli info FILE --json` 或 `fslhd`）；一致地设置 sform_code/qform_code。</translation>
    </message>
    <message>
        <source>Trace the mask through each step of the pipeline and save it after every step to find where it leaves the image frame.</source>
        <extracomment>hypothesis mask-frame-mismatch: escalation</extracomment>
        <translation>沿流程的每一步追踪掩膜，并在每一步之后保存，找出它从何处离开了图像坐标系。</translation>
    </message>
    <message>
        <source>Check whether your converter (dcm2niix, plastimatch, a DICOM-SEG/RTSTRUCT tool) flips the slice order for this series.</source>
        <extracomment>hypothesis mask-frame-mismatch: escalation</extracomment>
        <translation>检查你的转换工具（dcm2niix、plastimatch、DICOM-SEG/RTSTRUCT 工具）是否对此序列翻转了切片顺序。</translation>
    </message>
    <message>
        <source>The mask array was transposed (numpy z,y,x versus x,y,z)</source>
        <extracomment>hypothesis mask-axes-transposed: title</extracomment>
        <translation>掩膜数组被转置了（numpy 的 z,y,x 与 x,y,z）</translation>
    </message>
    <message>
        <source>SimpleITK&apos;s GetArrayFromImage returns arrays indexed [z, y, x] while nibabel&apos;s are [x, y, z]. Passing an array from one to the other without transposing swaps the axes: the mask looks rotated or mirrored on a diagonal, and for non-cubic volumes the dimensions disagree.</source>
        <extracomment>hypothesis mask-axes-transposed: explanation</extracomment>
        <translation>SimpleITK 的 GetArrayFromImage 返回按 [z, y, x] 索引的数组，而 nibabel 的数组是 [x, y, z]。不经转置就把数组从一方传给另一方会交换各轴：掩膜看起来像被旋转或沿对角线镜像，对于非立方体的体积，维度也会不一致。</translation>
    </message>
    <message>
        <source>geometry.axes_transposed names the axis order, or geometry.dimension_mismatch shows permuted dimensions, and the permutation restores the overlap.</source>
        <extracomment>hypothesis mask-axes-transposed: supports</extracomment>
        <translation>geometry.axes_transposed 指出了轴的顺序，或 geometry.dimension_mismatch 显示维度被置换，且按该置换还原后重叠度恢复。</translation>
    </message>
    <message>
        <source>Dimensions match in the same order and no permutation improves the overlap.</source>
        <extracomment>hypothesis mask-axes-transposed: refutes</extracomment>
        <translation>维度以相同顺序一致，且任何置换都不能提高重叠度。</translation>
    </message>
    <message>
        <source>Use `sitk.GetImageFromArray(arr)` only with arrays from `sitk.GetArrayFromImage`; with nibabel arrays transpose with `arr.transpose(2, 1, 0)` first.</source>
        <extracomment>hypothesis mask-axes-transposed: quick_wins</extracomment>
        <translation>`sitk.GetImageFromArray(arr)` 只用于来自 `sitk.GetArrayFromImage` 的数组；对 nibabel 数组，先用 `arr.transpose(2, 1, 0)` 转置。</translation>
    </message>
    <message>
        <source>Assert `mask.shape == image.shape` in the loader, after any transpose.</source>
        <extracomment>hypothesis mask-axes-transposed: quick_wins</extracomment>
        <translation>在加载器中，在任何转置之后断言 `mask.shape == image.shape`。</translation>
    </message>
    <message>
        <source>Print the shape of the array at every conversion between libraries.</source>
        <extracomment>hypothesis mask-axes-transposed: escalation</extracomment>
        <translation>在库之间的每次转换时打印数组的形状。</translation>
    </message>
    <message>
        <source>Save a test volume with a distinct size on each axis (e.g. 10x20x30) through the pipeline to see which axes move.</source>
        <extracomment>hypothesis mask-axes-transposed: escalation</extracomment>
        <translation>让一个各轴尺寸不同的测试体积（例如 10x20x30）走一遍流程，看哪些轴发生了移动。</translation>
    </message>
    <message>
        <source>The mask&apos;s origin is offset (crop, padding or half-voxel convention)</source>
        <extracomment>hypothesis mask-origin-offset: title</extracomment>
        <translation>掩膜的原点有偏移（裁剪、填充或半体素约定）</translation>
    </message>
    <message>
        <source>The mask was cropped or padded but saved with the full image&apos;s origin (or the reverse), or one tool puts the origin at the voxel corner and the other at its centre, which gives a half-voxel shift. The mask is then displaced by a constant vector.</source>
        <extracomment>hypothesis mask-origin-offset: explanation</extracomment>
        <translation>掩膜被裁剪或填充过，却以完整图像的原点保存（或反之），或一个工具把原点放在体素角点而另一个放在体素中心，造成半体素偏移。于是掩膜被平移了一个恒定向量。</translation>
    </message>
    <message>
        <source>geometry.origin_offset or geometry.half_voxel_shift with the offset in mm and voxels, and translating back restores the overlap.</source>
        <extracomment>hypothesis mask-origin-offset: supports</extracomment>
        <translation>geometry.origin_offset 或 geometry.half_voxel_shift 给出以 mm 和体素计的偏移，平移回去后重叠度恢复。</translation>
    </message>
    <message>
        <source>Origins agree within tolerance and no translation improves the overlap.</source>
        <extracomment>hypothesis mask-origin-offset: refutes</extracomment>
        <translation>原点在容差内一致，且任何平移都不能提高重叠度。</translation>
    </message>
    <message>
        <source>After cropping, update the origin: new_origin = old_origin + direction @ (start_index * spacing).</source>
        <extracomment>hypothesis mask-origin-offset: quick_wins</extracomment>
        <translation>裁剪后更新原点：new_origin = old_origin + direction @ (start_index * spacing)。</translation>
    </message>
    <message>
        <source>Let the library crop (`sitk.RegionOfInterest`, `img.slicer[...]` in nibabel): both update the origin.</source>
        <extracomment>hypothesis mask-origin-offset: quick_wins</extracomment>
        <translation>让库来裁剪（`sitk.RegionOfInterest`、nibabel 中的 `img.slicer[...]`）：两者都会更新原点。</translation>
    </message>
    <message>
        <source>Check whether a resampling step uses align_corners (PyTorch `F.interpolate`, `affine_grid`) differently from the preprocessing.</source>
        <extracomment>hypothesis mask-origin-offset: escalation</extracomment>
        <translation>检查某个重采样步骤对 align_corners 的使用（PyTorch 的 `F.interpolate`、`affine_grid`）是否与预处理不同。</translation>
    </message>
    <message>
        <source>Compare the world position of one landmark in image and mask.</source>
        <extracomment>hypothesis mask-origin-offset: escalation</extracomment>
        <translation>比较同一个解剖标志点在图像和掩膜中的世界坐标位置。</translation>
    </message>
    <message>
        <source>The mask was written with an identity affine</source>
        <extracomment>hypothesis mask-identity-affine: title</extracomment>
        <translation>掩膜是以单位仿射矩阵写出的</translation>
    </message>
    <message>
        <source>A mask saved from numpy with `np.eye(4)` (or with a default SimpleITK image) has 1 mm spacing, origin 0 and identity directions. Tools that respect world coordinates then place it far from the image, and tools that compare arrays see nothing wrong.</source>
        <extracomment>hypothesis mask-identity-affine: explanation</extracomment>
        <translation>用 `np.eye(4)` 从 numpy 保存的掩膜（或使用默认 SimpleITK 图像保存的掩膜）具有 1 mm 间距、原点 0 和单位方向。尊重世界坐标的工具会把它放在离图像很远的地方，而只比较数组的工具看不出任何问题。</translation>
    </message>
    <message>
        <source>geometry.identity_affine names the mask as written with an identity affine while the image has a real one.</source>
        <extracomment>hypothesis mask-identity-affine: supports</extracomment>
        <translation>geometry.identity_affine 指出掩膜以单位仿射矩阵写出，而图像有真实的仿射矩阵。</translation>
    </message>
    <message>
        <source>The mask&apos;s affine is not the identity.</source>
        <extracomment>hypothesis mask-identity-affine: refutes</extracomment>
        <translation>掩膜的仿射矩阵不是单位矩阵。</translation>
    </message>
    <message>
        <source>Save the mask with the image&apos;s affine and header: `nib.save(nib.Nifti1Image(mask, img.affine, img.header), path)`.</source>
        <extracomment>hypothesis mask-identity-affine: quick_wins</extracomment>
        <translation>用图像的仿射矩阵和头信息保存掩膜：`nib.save(nib.Nifti1Image(mask, img.affine, img.header), path)`。</translation>
    </message>
    <message>
        <source>In SimpleITK, call `mask.CopyInformation(image)` before writing.</source>
        <extracomment>hypothesis mask-identity-affine: quick_wins</extracomment>
        <translation>在 SimpleITK 中，写出前调用 `mask.CopyInformation(image)`。</translation>
    </message>
    <message>
        <source>Find every place the pipeline writes volumes and check which affine each passes.</source>
        <extracomment>hypothesis mask-identity-affine: escalation</extracomment>
        <translation>找出流程中所有写出体积的地方，检查每处传入的是哪个仿射矩阵。</translation>
    </message>
    <message>
        <source>The mask&apos;s spacing is scaled (resampled without updating the header)</source>
        <extracomment>hypothesis mask-spacing-scaled: title</extracomment>
        <translation>掩膜的间距被缩放了（重采样后未更新头信息）</translation>
    </message>
    <message>
        <source>The mask was resampled (for example to 1 mm isotropic for training) and saved with the original spacing, or the reverse. It then looks stretched or shrunk about the origin.</source>
        <extracomment>hypothesis mask-spacing-scaled: explanation</extracomment>
        <translation>掩膜被重采样过（例如为训练重采样到 1 mm 各向同性），却以原始间距保存，或反之。于是它看起来以原点为中心被拉伸或压缩。</translation>
    </message>
    <message>
        <source>geometry.spacing_scaled with the scale factor per axis, and rescaling restores the overlap.</source>
        <extracomment>hypothesis mask-spacing-scaled: supports</extracomment>
        <translation>geometry.spacing_scaled 给出各轴的缩放因子，重新缩放后重叠度恢复。</translation>
    </message>
    <message>
        <source>Spacings agree within tolerance.</source>
        <extracomment>hypothesis mask-spacing-scaled: refutes</extracomment>
        <translation>间距在容差内一致。</translation>
    </message>
    <message>
        <source>Resample predictions back to the original image grid before saving (nearest neighbour for labels).</source>
        <extracomment>hypothesis mask-spacing-scaled: quick_wins</extracomment>
        <translation>保存前将预测重采样回原始图像网格（标签用最近邻）。</translation>
    </message>
    <message>
        <source>Store the preprocessing spacing next to each case and invert it explicitly.</source>
        <extracomment>hypothesis mask-spacing-scaled: quick_wins</extracomment>
        <translation>在每个病例旁保存预处理间距，并显式地做逆变换。</translation>
    </message>
    <message>
        <source>Compare the mask&apos;s extent in mm with the organ&apos;s expected size.</source>
        <extracomment>hypothesis mask-spacing-scaled: escalation</extracomment>
        <translation>将掩膜以 mm 计的范围与该器官的预期大小比较。</translation>
    </message>
    <message>
        <source>The files agree; the viewer or reader uses another convention</source>
        <extracomment>hypothesis mask-viewer-convention: title</extracomment>
        <translation>文件是一致的；是查看器或读取器使用了另一种约定</translation>
    </message>
    <message>
        <source>Some tools read the qform and others the sform, some ignore the affine, some display in radiological and others in neurological convention. The files can be consistent while one viewer shows them misaligned.</source>
        <extracomment>hypothesis mask-viewer-convention: explanation</extracomment>
        <translation>有些工具读取 qform，有些读取 sform，有些忽略仿射矩阵，有些按放射学约定显示，有些按神经学约定显示。文件可能是一致的，而某个查看器却显示为错位。</translation>
    </message>
    <message>
        <source>ScanSleuth (world space) shows the mask in place while the other viewer does not, or the two forms of the NIfTI header disagree so tools differ.</source>
        <extracomment>hypothesis mask-viewer-convention: supports</extracomment>
        <translation>ScanSleuth（世界坐标空间）显示掩膜位置正确而另一个查看器不正确，或 NIfTI 头的两种形式不一致，导致各工具结果不同。</translation>
    </message>
    <message>
        <source>The misalignment shows in ScanSleuth&apos;s world-space views too.</source>
        <extracomment>hypothesis mask-viewer-convention: refutes</extracomment>
        <translation>在 ScanSleuth 的世界坐标空间视图中也能看到错位。</translation>
    </message>
    <message>
        <source>Open image and mask in ScanSleuth or ITK-SNAP, which place both in world space.</source>
        <extracomment>hypothesis mask-viewer-convention: quick_wins</extracomment>
        <translation>在 ScanSleuth 或 ITK-SNAP 中打开图像和掩膜，它们都把两者放在世界坐标空间中。</translation>
    </message>
    <message>
        <source>Set the qform and sform of both files to the same matrix.</source>
        <extracomment>hypothesis mask-viewer-convention: quick_wins</extracomment>
        <translation>将两个文件的 qform 和 sform 设为同一个矩阵。</translation>
    </message>
    <message>
        <source>Read ScanSleuth&apos;s &apos;what other tools would do&apos; table for the file and choose the form your tools agree on.</source>
        <extracomment>hypothesis mask-viewer-convention: escalation</extracomment>
        <translation>阅读 ScanSleuth 针对该文件的“其他工具会如何处理”表格，选择你的各工具一致认可的形式。</translation>
    </message>
    <message>
        <source>The mask was resampled with linear (or spline) interpolation</source>
        <extracomment>hypothesis mask-linear-interpolation: title</extracomment>
        <translation>掩膜是用线性（或样条）插值重采样的</translation>
    </message>
    <message>
        <source>Resampling a label map with linear, cubic or B-spline interpolation averages neighbouring labels: a 3 appears between 2 and 4, 0.5 at the edge of a binary mask, and rounding moves the borders. Label maps must be resampled with nearest neighbour (or per-label with a one-hot average and argmax).</source>
        <extracomment>hypothesis mask-linear-interpolation: explanation</extracomment>
        <translation>用线性、三次或 B 样条插值重采样标签图会对相邻标签取平均：2 和 4 之间出现 3，二值掩膜边缘出现 0.5，取整又会移动边界。标签图必须用最近邻重采样（或按标签做 one-hot 平均后取 argmax）。</translation>
    </message>
    <message>
        <source>labels.interpolated_borders (in-between labels at the boundary between two labels) or labels.non_integer on a mask.</source>
        <extracomment>hypothesis mask-linear-interpolation: supports</extracomment>
        <translation>掩膜上出现 labels.interpolated_borders（两个标签交界处的中间标签）或 labels.non_integer。</translation>
    </message>
    <message>
        <source>Every voxel holds an expected integer label and no border shows in-between values.</source>
        <extracomment>hypothesis mask-linear-interpolation: refutes</extracomment>
        <translation>每个体素都是预期的整数标签，且没有边界出现中间值。</translation>
    </message>
    <message>
        <source>Resample masks with nearest neighbour: `sitk.sitkNearestNeighbor`, `order=0` in scipy.ndimage.zoom, `mode=&apos;nearest&apos;` in torch.nn.functional.interpolate, `InterpolationMode.NEAREST` in torchvision.</source>
        <extracomment>hypothesis mask-linear-interpolation: quick_wins</extracomment>
        <translation>用最近邻重采样掩膜：`sitk.sitkNearestNeighbor`、scipy.ndimage.zoom 中的 `order=0`、torch.nn.functional.interpolate 中的 `mode=&apos;nearest&apos;`、torchvision 中的 `InterpolationMode.NEAREST`。</translation>
    </message>
    <message>
        <source>In MONAI, pass `mode=(&apos;bilinear&apos;, &apos;nearest&apos;)` to Spacingd/Resized for (image, label) keys.</source>
        <extracomment>hypothesis mask-linear-interpolation: quick_wins</extracomment>
        <translation>在 MONAI 中，对 (image, label) 键向 Spacingd/Resized 传入 `mode=(&apos;bilinear&apos;, &apos;nearest&apos;)`。</translation>
    </message>
    <message>
        <source>For smooth downsampling, resample a one-hot encoding linearly and take the argmax.</source>
        <extracomment>hypothesis mask-linear-interpolation: escalation</extracomment>
        <translation>如需平滑的下采样，对 one-hot 编码做线性重采样后取 argmax。</translation>
    </message>
    <message>
        <source>Check every augmentation (rotation, elastic deformation, zoom) for the interpolation order it uses on labels.</source>
        <extracomment>hypothesis mask-linear-interpolation: escalation</extracomment>
        <translation>检查每种增强（旋转、弹性形变、缩放）对标签使用的插值阶数。</translation>
    </message>
    <message>
        <source>A probability map or soft prediction was saved as the mask</source>
        <extracomment>hypothesis mask-saved-probabilities: title</extracomment>
        <translation>概率图或软预测被当作掩膜保存了</translation>
    </message>
    <message>
        <source>The network&apos;s softmax or sigmoid output was saved instead of its argmax or thresholded result, so borders hold probabilities.</source>
        <extracomment>hypothesis mask-saved-probabilities: explanation</extracomment>
        <translation>保存的是网络的 softmax 或 sigmoid 输出，而不是其 argmax 或阈值化结果，因此边界处是概率值。</translation>
    </message>
    <message>
        <source>labels.non_integer with values in [0, 1], labels.argmax_disagrees or labels.logits_as_probabilities.</source>
        <extracomment>hypothesis mask-saved-probabilities: supports</extracomment>
        <translation>labels.non_integer 且值在 [0, 1] 内，labels.argmax_disagrees 或 labels.logits_as_probabilities。</translation>
    </message>
    <message>
        <source>The file holds integer labels only.</source>
        <extracomment>hypothesis mask-saved-probabilities: refutes
----------
hypothesis mask-logits-or-probabilities: refutes</extracomment>
        <translation>文件中只有整数标签。</translation>
    </message>
    <message>
        <source>Save `probs.argmax(dim=channel)` (multi-class) or `probs &gt; 0.5` (binary) as an integer type (uint8).</source>
        <extracomment>hypothesis mask-saved-probabilities: quick_wins</extracomment>
        <translation>将 `probs.argmax(dim=channel)`（多类）或 `probs &gt; 0.5`（二值）以整数类型（uint8）保存。</translation>
    </message>
    <message>
        <source>Save probability maps under a different name and data type from masks.</source>
        <extracomment>hypothesis mask-saved-probabilities: quick_wins</extracomment>
        <translation>以不同于掩膜的名称和数据类型保存概率图。</translation>
    </message>
    <message>
        <source>Check the post-processing step that writes predictions (AsDiscrete in MONAI, nnU-Net&apos;s export).</source>
        <extracomment>hypothesis mask-saved-probabilities: escalation</extracomment>
        <translation>检查写出预测的后处理步骤（MONAI 中的 AsDiscrete、nnU-Net 的导出）。</translation>
    </message>
    <message>
        <source>The mask went through lossy compression or an anti-aliased resize</source>
        <extracomment>hypothesis mask-lossy-compression: title</extracomment>
        <translation>掩膜经过了有损压缩或抗锯齿缩放</translation>
    </message>
    <message>
        <source>Saving a mask as JPEG, as lossy JPEG 2000 DICOM, or resizing it with an image library&apos;s default (anti-aliased) filter creates values near the labels.</source>
        <extracomment>hypothesis mask-lossy-compression: explanation</extracomment>
        <translation>将掩膜保存为 JPEG、有损 JPEG 2000 DICOM，或用图像库默认的（抗锯齿）滤波器缩放，都会产生接近标签的值。</translation>
    </message>
    <message>
        <source>labels.unexpected_values or labels.non_integer near borders without a regular in-between pattern.</source>
        <extracomment>hypothesis mask-lossy-compression: supports</extracomment>
        <translation>边界附近出现 labels.unexpected_values 或 labels.non_integer，但没有规则的中间值模式。</translation>
    </message>
    <message>
        <source>Only expected labels are present.</source>
        <extracomment>hypothesis mask-lossy-compression: refutes</extracomment>
        <translation>只出现预期的标签。</translation>
    </message>
    <message>
        <source>Store masks as PNG, NIfTI or NRRD (lossless).</source>
        <extracomment>hypothesis mask-lossy-compression: quick_wins</extracomment>
        <translation>将掩膜保存为 PNG、NIfTI 或 NRRD（无损）。</translation>
    </message>
    <message>
        <source>Resize 2-D masks with `Image.NEAREST` (PIL) or `cv2.INTER_NEAREST`.</source>
        <extracomment>hypothesis mask-lossy-compression: quick_wins</extracomment>
        <translation>用 `Image.NEAREST`（PIL）或 `cv2.INTER_NEAREST` 缩放 2D 掩膜。</translation>
    </message>
    <message>
        <source>Check the transfer syntax of DICOM-SEG or label DICOM files (`scansleuth-cli info`).</source>
        <extracomment>hypothesis mask-lossy-compression: escalation</extracomment>
        <translation>检查 DICOM-SEG 或标签 DICOM 文件的传输语法（`scansleuth-cli info`）。</translation>
    </message>
    <message>
        <source>Only the display is smoothed; the file is fine</source>
        <extracomment>hypothesis mask-display-interpolation: title</extracomment>
        <translation>只是显示被平滑了；文件没有问题</translation>
    </message>
    <message>
        <source>Viewers interpolate when they zoom, and 3-D surfaces are smoothed. The file may hold clean labels.</source>
        <extracomment>hypothesis mask-display-interpolation: explanation</extracomment>
        <translation>查看器在缩放时会插值，3D 表面也会被平滑。文件中可能是干净的标签。</translation>
    </message>
    <message>
        <source>The label check finds only expected labels and the smoothing disappears with nearest-neighbour display.</source>
        <extracomment>hypothesis mask-display-interpolation: supports</extracomment>
        <translation>标签检查只发现预期的标签，且改用最近邻显示后平滑消失。</translation>
    </message>
    <message>
        <source>The label check finds in-between values.</source>
        <extracomment>hypothesis mask-display-interpolation: refutes</extracomment>
        <translation>标签检查发现了中间值。</translation>
    </message>
    <message>
        <source>Switch the viewer to nearest-neighbour display and look again.</source>
        <extracomment>hypothesis mask-display-interpolation: quick_wins</extracomment>
        <translation>将查看器切换为最近邻显示后再看。</translation>
    </message>
    <message>
        <source>Print the unique values of the file: `np.unique(nib.load(path).get_fdata())`.</source>
        <extracomment>hypothesis mask-display-interpolation: escalation</extracomment>
        <translation>打印文件中的唯一值：`np.unique(nib.load(path).get_fdata())`。</translation>
    </message>
    <message>
        <source>The binary mask is stored as 0/255</source>
        <extracomment>hypothesis mask-0-255: title</extracomment>
        <translation>二值掩膜以 0/255 存储</translation>
    </message>
    <message>
        <source>Masks exported from image editors, PNG pipelines or some annotation tools store the foreground as 255. A cross-entropy loss with 2 classes then sees an invalid class (or ignore_index 255 in some frameworks, which silently drops the foreground), and Dice on 0/1 predictions is 0.</source>
        <extracomment>hypothesis mask-0-255: explanation</extracomment>
        <translation>从图像编辑器、PNG 流程或某些标注工具导出的掩膜把前景存为 255。于是 2 类交叉熵损失会看到一个无效类别（或在某些框架中为 ignore_index 255，会悄无声息地丢弃前景），而对 0/1 预测计算的 Dice 为 0。</translation>
    </message>
    <message>
        <source>labels.binary_0_255.</source>
        <extracomment>hypothesis mask-0-255: supports</extracomment>
        <translation>labels.binary_0_255。</translation>
    </message>
    <message>
        <source>The foreground label is 1 (or the expected label).</source>
        <extracomment>hypothesis mask-0-255: refutes</extracomment>
        <translation>前景标签为 1（或预期的标签）。</translation>
    </message>
    <message>
        <source>Convert once: `mask = (mask &gt; 0).astype(np.uint8)`.</source>
        <extracomment>hypothesis mask-0-255: quick_wins</extracomment>
        <translation>一次性转换：`mask = (mask &gt; 0).astype(np.uint8)`。</translation>
    </message>
    <message>
        <source>Assert the label set in the dataset: `assert set(np.unique(mask)) &lt;= {0, 1}`.</source>
        <extracomment>hypothesis mask-0-255: quick_wins</extracomment>
        <translation>在数据集中断言标签集合：`assert set(np.unique(mask)) &lt;= {0, 1}`。</translation>
    </message>
    <message>
        <source>Check the loss&apos;s ignore_index and the number of classes it expects.</source>
        <extracomment>hypothesis mask-0-255: escalation</extracomment>
        <translation>检查损失的 ignore_index 及其期望的类别数。</translation>
    </message>
    <message>
        <source>Labels outside the expected set (a remap is missing)</source>
        <extracomment>hypothesis mask-label-set: title</extracomment>
        <translation>标签超出预期集合（缺少重映射）</translation>
    </message>
    <message>
        <source>Datasets number their classes differently (BraTS uses 0, 1, 2, 4; some atlases use hundreds of ids). Without a remap, classes are missing, merged, or out of range for the loss.</source>
        <extracomment>hypothesis mask-label-set: explanation</extracomment>
        <translation>不同数据集的类别编号方式不同（BraTS 使用 0、1、2、4；某些图谱使用数百个 ID）。没有重映射时，类别会缺失、被合并，或超出损失的取值范围。</translation>
    </message>
    <message>
        <source>labels.unexpected_values lists labels outside the expected set with their voxel counts.</source>
        <extracomment>hypothesis mask-label-set: supports</extracomment>
        <translation>labels.unexpected_values 列出了预期集合之外的标签及其体素数。</translation>
    </message>
    <message>
        <source>The label set matches the expected set.</source>
        <extracomment>hypothesis mask-label-set: refutes</extracomment>
        <translation>标签集合与预期集合一致。</translation>
    </message>
    <message>
        <source>Write the label map explicitly (a dict from dataset id to class index) and apply it in the loader.</source>
        <extracomment>hypothesis mask-label-set: quick_wins</extracomment>
        <translation>显式写出标签映射（从数据集 ID 到类别索引的字典），并在加载器中应用。</translation>
    </message>
    <message>
        <source>Log `np.unique(mask, return_counts=True)` for a few cases of every source.</source>
        <extracomment>hypothesis mask-label-set: quick_wins</extracomment>
        <translation>对每个来源的几个病例记录 `np.unique(mask, return_counts=True)`。</translation>
    </message>
    <message>
        <source>Audit all cases: the label set often differs only for one site or annotator.</source>
        <extracomment>hypothesis mask-label-set: escalation</extracomment>
        <translation>审计所有病例：标签集合往往只在某一个站点或标注者处不同。</translation>
    </message>
    <message>
        <source>Logits or probabilities were saved where labels were expected</source>
        <extracomment>hypothesis mask-logits-or-probabilities: title</extracomment>
        <translation>在期望标签的地方保存了 logits 或概率</translation>
    </message>
    <message>
        <source>The file holds a network&apos;s raw output: logits (any real value), probabilities, or channels that do not sum to 1.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: explanation</extracomment>
        <translation>文件中是网络的原始输出：logits（任意实数）、概率，或各通道之和不为 1。</translation>
    </message>
    <message>
        <source>labels.logits_as_probabilities, labels.probability_out_of_range, labels.channels_not_normalised or labels.argmax_disagrees.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: supports</extracomment>
        <translation>labels.logits_as_probabilities、labels.probability_out_of_range、labels.channels_not_normalised 或 labels.argmax_disagrees。</translation>
    </message>
    <message>
        <source>Apply softmax/sigmoid and argmax/threshold before saving labels.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: quick_wins</extracomment>
        <translation>保存标签前先做 softmax/sigmoid 和 argmax/阈值化。</translation>
    </message>
    <message>
        <source>Check the export step and the data type of the written file.</source>
        <extracomment>hypothesis mask-logits-or-probabilities: escalation</extracomment>
        <translation>检查导出步骤以及写出文件的数据类型。</translation>
    </message>
    <message>
        <source>The mask is empty</source>
        <extracomment>hypothesis mask-empty: title</extracomment>
        <translation>掩膜为空</translation>
    </message>
    <message>
        <source>A wrong label value at export, a threshold above every probability, or an annotation that was never saved leaves a mask of zeros. Empty masks also make Dice undefined (0/0).</source>
        <extracomment>hypothesis mask-empty: explanation</extracomment>
        <translation>导出时标签值错误、阈值高于所有概率，或标注从未保存，都会留下全零的掩膜。空掩膜还会使 Dice 无定义（0/0）。</translation>
    </message>
    <message>
        <source>labels.empty.</source>
        <extracomment>hypothesis mask-empty: supports</extracomment>
        <translation>labels.empty。</translation>
    </message>
    <message>
        <source>The mask holds foreground voxels.</source>
        <extracomment>hypothesis mask-empty: refutes</extracomment>
        <translation>掩膜中有前景体素。</translation>
    </message>
    <message>
        <source>List the foreground voxel count of every mask and look at the zeros.</source>
        <extracomment>hypothesis mask-empty: quick_wins</extracomment>
        <translation>列出每个掩膜的前景体素数，查看为零的那些。</translation>
    </message>
    <message>
        <source>Decide how your metric treats empty reference and empty prediction (Dice 1, NaN or excluded) and write it down.</source>
        <extracomment>hypothesis mask-empty: quick_wins</extracomment>
        <translation>确定你的指标如何处理空参考和空预测（Dice 计为 1、NaN 或排除），并写下来。</translation>
    </message>
    <message>
        <source>Check the threshold and the label id used at export.</source>
        <extracomment>hypothesis mask-empty: escalation</extracomment>
        <translation>检查导出时使用的阈值和标签 ID。</translation>
    </message>
    <message>
        <source>An image was saved where the mask should be</source>
        <extracomment>hypothesis mask-image-as-labels: title</extracomment>
        <translation>在应为掩膜的地方保存了一幅图像</translation>
    </message>
    <message>
        <source>A path mix-up writes or reads the image (or another modality) as the label map: thousands of distinct values, correlated with the image.</source>
        <extracomment>hypothesis mask-image-as-labels: explanation</extracomment>
        <translation>路径混淆导致把图像（或另一种模态）当作标签图写出或读取：有成千上万个不同的值，且与图像相关。</translation>
    </message>
    <message>
        <source>labels.image_as_labels.</source>
        <extracomment>hypothesis mask-image-as-labels: supports</extracomment>
        <translation>labels.image_as_labels。</translation>
    </message>
    <message>
        <source>The file has few distinct values, unlike an image.</source>
        <extracomment>hypothesis mask-image-as-labels: refutes</extracomment>
        <translation>文件只有少数几个不同的值，不像图像。</translation>
    </message>
    <message>
        <source>Check the file name pattern that pairs images with masks (`*_seg`, `*_label`, `_0000` suffixes in nnU-Net).</source>
        <extracomment>hypothesis mask-image-as-labels: quick_wins</extracomment>
        <translation>检查将图像与掩膜配对的文件名模式（`*_seg`、`*_label`，nnU-Net 中的 `_0000` 后缀）。</translation>
    </message>
    <message>
        <source>Assert that every mask has at most the expected number of distinct values in the loader.</source>
        <extracomment>hypothesis mask-image-as-labels: escalation</extracomment>
        <translation>在加载器中断言每个掩膜的不同值数量不超过预期。</translation>
    </message>
    <message>
        <source>The structure is cut by the volume border (a crop went wrong)</source>
        <extracomment>hypothesis mask-cut-by-border: title</extracomment>
        <translation>结构被体积边界截断（裁剪出了错）</translation>
    </message>
    <message>
        <source>Cropping around a wrong centre, or a field of view too small, cuts the structure at the volume edge: the mask touches the border with a flat face.</source>
        <extracomment>hypothesis mask-cut-by-border: explanation</extracomment>
        <translation>围绕错误的中心裁剪，或视野过小，会在体积边缘截断结构：掩膜以一个平面贴着边界。</translation>
    </message>
    <message>
        <source>labels.cut_by_border with the faces and voxel counts touching the border.</source>
        <extracomment>hypothesis mask-cut-by-border: supports</extracomment>
        <translation>labels.cut_by_border 给出贴着边界的面及体素数。</translation>
    </message>
    <message>
        <source>No label touches the border.</source>
        <extracomment>hypothesis mask-cut-by-border: refutes</extracomment>
        <translation>没有标签贴着边界。</translation>
    </message>
    <message>
        <source>Pad before cropping, or crop around the mask&apos;s bounding box with a margin.</source>
        <extracomment>hypothesis mask-cut-by-border: quick_wins</extracomment>
        <translation>裁剪前先填充，或围绕掩膜的包围盒留出边距裁剪。</translation>
    </message>
    <message>
        <source>Check the original, uncropped scan: was the structure inside the field of view?</source>
        <extracomment>hypothesis mask-cut-by-border: escalation</extracomment>
        <translation>检查原始的、未裁剪的扫描：该结构是否在视野之内？</translation>
    </message>
    <message>
        <source>Compare the display in a world-space viewer</source>
        <extracomment>experiment exp-viewer-compare: title</extracomment>
        <translation>在世界坐标空间查看器中比较显示效果</translation>
    </message>
    <message>
        <source>Open image and mask in ScanSleuth (which places both in world space) and in the viewer where the problem shows, with nearest-neighbour display.</source>
        <extracomment>experiment exp-viewer-compare: description</extracomment>
        <translation>在 ScanSleuth（它把两者都放在世界坐标空间中）和出现问题的查看器中，以最近邻显示打开图像和掩膜。</translation>
    </message>
    <message>
        <source>ScanSleuth shows the mask in place (or with clean labels) while the other viewer does not.</source>
        <extracomment>experiment exp-viewer-compare: supports</extracomment>
        <translation>ScanSleuth 显示掩膜位置正确（或标签干净），而另一个查看器不是。</translation>
    </message>
    <message>
        <source>The problem shows in ScanSleuth too: it is in the file.</source>
        <extracomment>experiment exp-viewer-compare: refutes</extracomment>
        <translation>在 ScanSleuth 中也能看到问题：问题在文件中。</translation>
    </message>
    <message>
        <source>Is the mask in place in ScanSleuth?</source>
        <extracomment>experiment exp-viewer-compare: form scansleuth_aligned</extracomment>
        <translation>在 ScanSleuth 中掩膜位置是否正确？</translation>
    </message>
    <message>
        <source>Which viewer shows it misplaced or smoothed?</source>
        <extracomment>experiment exp-viewer-compare: form other_viewer</extracomment>
        <translation>哪个查看器显示它错位或被平滑？</translation>
    </message>
    <message>
        <source>The mask&apos;s distinct values (first 20)</source>
        <extracomment>experiment exp-viewer-compare: form unique_values</extracomment>
        <translation>掩膜的不同取值（前 20 个）</translation>
    </message>
    <message>
        <source>Training is slow or the GPU is mostly idle</source>
        <extracomment>symptom slow-training: title</extracomment>
        <translation>训练很慢或 GPU 大部分时间空闲</translation>
    </message>
    <message>
        <source>An epoch takes far longer than expected, GPU utilisation in `nvidia-smi` jumps between 0% and 100% or stays low, or adding GPUs does not speed training up.</source>
        <extracomment>symptom slow-training: description</extracomment>
        <translation>一个 epoch 耗时远超预期，`nvidia-smi` 中的 GPU 利用率在 0% 与 100% 之间跳动或一直很低，或增加 GPU 也不能加速训练。</translation>
    </message>
    <message>
        <source>Training hangs (no progress, no error)</source>
        <extracomment>symptom training-hangs: title</extracomment>
        <translation>训练挂起（没有进展，也没有错误）</translation>
    </message>
    <message>
        <source>The process keeps running but nothing happens: stuck at the first batch, at the end of an epoch, in `init_process_group`, or one rank of a distributed run waits forever.</source>
        <extracomment>symptom training-hangs: description</extracomment>
        <translation>进程仍在运行但什么也没发生：卡在第一个批次、卡在 epoch 结尾、卡在 `init_process_group` 中，或分布式运行中的某个 rank 永远在等待。</translation>
    </message>
    <message>
        <source>The data loader cannot keep the GPU busy</source>
        <extracomment>hypothesis slow-data-loading-bound: title</extracomment>
        <translation>数据加载器无法让 GPU 保持忙碌</translation>
    </message>
    <message>
        <source>Each step waits for the next batch: too few workers, no pinned memory, no prefetching, or loading full volumes to crop small patches. GPU utilisation shows bursts separated by idle time.</source>
        <extracomment>hypothesis slow-data-loading-bound: explanation</extracomment>
        <translation>每一步都在等待下一个批次：工作进程太少、没有锁页内存、没有预取，或为裁剪小图块而加载完整体积。GPU 利用率呈现被空闲时间隔开的突发。</translation>
    </message>
    <message>
        <source>Iterating over the DataLoader alone takes about as long per batch as a training step, or the step with a synthetic batch is much faster.</source>
        <extracomment>hypothesis slow-data-loading-bound: supports</extracomment>
        <translation>单独遍历 DataLoader 每个批次的耗时与一个训练步骤相当，或使用合成批次的步骤快得多。</translation>
    </message>
    <message>
        <source>The loader delivers batches much faster than the model consumes them.</source>
        <extracomment>hypothesis slow-data-loading-bound: refutes</extracomment>
        <translation>加载器提供批次的速度远快于模型消耗的速度。</translation>
    </message>
    <message>
        <source>Raise `num_workers` (up to the CPU cores the job has), set `pin_memory=True`, `persistent_workers=True`, `prefetch_factor=4`.</source>
        <extracomment>hypothesis slow-data-loading-bound: quick_wins</extracomment>
        <translation>提高 `num_workers`（最多到作业拥有的 CPU 核数），设置 `pin_memory=True`、`persistent_workers=True`、`prefetch_factor=4`。</translation>
    </message>
    <message>
        <source>Sample several patches per loaded volume (MONAI `RandCropByPosNegLabeld(num_samples=4)`).</source>
        <extracomment>hypothesis slow-data-loading-bound: quick_wins</extracomment>
        <translation>每个加载的体积采样多个图块（MONAI 的 `RandCropByPosNegLabeld(num_samples=4)`）。</translation>
    </message>
    <message>
        <source>Preprocess once to .npy and memory-map it.</source>
        <extracomment>hypothesis slow-data-loading-bound: escalation</extracomment>
        <translation>预处理一次存为 .npy，并用内存映射读取。</translation>
    </message>
    <message>
        <source>Move augmentation to the GPU (MONAI&apos;s GPU transforms, kornia).</source>
        <extracomment>hypothesis slow-data-loading-bound: escalation</extracomment>
        <translation>将增强移到 GPU 上（MONAI 的 GPU 变换、kornia）。</translation>
    </message>
    <message>
        <source>Per-sample preprocessing on the CPU dominates</source>
        <extracomment>hypothesis slow-cpu-preprocessing: title</extracomment>
        <translation>CPU 上的逐样本预处理占主导</translation>
    </message>
    <message>
        <source>Resampling every volume to a target spacing, elastic deformations, or scipy&apos;s zoom on whole volumes at every access take seconds per sample.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: explanation</extracomment>
        <translation>每次访问时都把每个体积重采样到目标间距、做弹性形变，或对整个体积使用 scipy 的 zoom，每个样本要花数秒。</translation>
    </message>
    <message>
        <source>A profile of `__getitem__` shows resampling or augmentation functions taking most of the time.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: supports</extracomment>
        <translation>对 `__getitem__` 的性能分析显示，重采样或增强函数占用了大部分时间。</translation>
    </message>
    <message>
        <source>Reading the file dominates, or the whole sample takes milliseconds.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: refutes</extracomment>
        <translation>读取文件占主导，或整个样本只需数毫秒。</translation>
    </message>
    <message>
        <source>Resample and normalise once, offline, and cache (PersistentDataset or .npy files).</source>
        <extracomment>hypothesis slow-cpu-preprocessing: quick_wins</extracomment>
        <translation>离线一次性完成重采样和归一化并缓存（PersistentDataset 或 .npy 文件）。</translation>
    </message>
    <message>
        <source>Crop before resampling and augmenting.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: quick_wins</extracomment>
        <translation>先裁剪，再重采样和增强。</translation>
    </message>
    <message>
        <source>Profile with `py-spy record -o profile.svg --subprocesses -- python train.py`.</source>
        <extracomment>hypothesis slow-cpu-preprocessing: escalation</extracomment>
        <translation>用 `py-spy record -o profile.svg --subprocesses -- python train.py` 进行性能分析。</translation>
    </message>
    <message>
        <source>DICOM series are decoded on every access</source>
        <extracomment>hypothesis slow-dicom-decoding: title</extracomment>
        <translation>每次访问都要解码 DICOM 序列</translation>
    </message>
    <message>
        <source>Parsing hundreds of DICOM files per volume (and decompressing JPEG 2000 in pure Python) for every sample is slow; the same series is decoded every epoch.</source>
        <extracomment>hypothesis slow-dicom-decoding: explanation</extracomment>
        <translation>每个样本都要解析每个体积的数百个 DICOM 文件（并用纯 Python 解压 JPEG 2000），速度很慢；同一序列每个 epoch 都被重新解码。</translation>
    </message>
    <message>
        <source>Reading the series takes most of the sample time and a converted NIfTI or .npy loads many times faster.</source>
        <extracomment>hypothesis slow-dicom-decoding: supports</extracomment>
        <translation>读取序列占了样本时间的大部分，而转换后的 NIfTI 或 .npy 加载速度快很多倍。</translation>
    </message>
    <message>
        <source>The data are already NIfTI/npy, or reading is a small share of the time.</source>
        <extracomment>hypothesis slow-dicom-decoding: refutes</extracomment>
        <translation>数据已经是 NIfTI/npy，或读取只占时间的一小部分。</translation>
    </message>
    <message>
        <source>Convert every series once with dcm2niix or `scansleuth-cli convert`, then train from the converted files.</source>
        <extracomment>hypothesis slow-dicom-decoding: quick_wins</extracomment>
        <translation>用 dcm2niix 或 `scansleuth-cli convert` 将每个序列一次性转换，然后用转换后的文件训练。</translation>
    </message>
    <message>
        <source>If DICOM must stay, read with `stop_before_pixels` for metadata and cache the decoded volumes.</source>
        <extracomment>hypothesis slow-dicom-decoding: escalation</extracomment>
        <translation>如果必须保留 DICOM，读取元数据时使用 `stop_before_pixels`，并缓存解码后的体积。</translation>
    </message>
    <message>
        <source>Reading many small files from a network file system</source>
        <extracomment>hypothesis slow-network-filesystem: title</extracomment>
        <translation>从网络文件系统读取大量小文件</translation>
    </message>
    <message>
        <source>Lustre, GPFS and NFS are slow on metadata operations and small reads; thousands of DICOM files per epoch saturate them.</source>
        <extracomment>hypothesis slow-network-filesystem: explanation</extracomment>
        <translation>Lustre、GPFS 和 NFS 在元数据操作和小块读取上很慢；每个 epoch 数千个 DICOM 文件就会使其饱和。</translation>
    </message>
    <message>
        <source>Copying the dataset to node-local storage makes epochs much faster.</source>
        <extracomment>hypothesis slow-network-filesystem: supports</extracomment>
        <translation>将数据集复制到节点本地存储后，epoch 快了很多。</translation>
    </message>
    <message>
        <source>Local storage gives the same speed.</source>
        <extracomment>hypothesis slow-network-filesystem: refutes</extracomment>
        <translation>本地存储的速度相同。</translation>
    </message>
    <message>
        <source>Copy the (converted) dataset to `$TMPDIR` or local SSD at the start of the job.</source>
        <extracomment>hypothesis slow-network-filesystem: quick_wins</extracomment>
        <translation>在作业开始时将（转换后的）数据集复制到 `$TMPDIR` 或本地 SSD。</translation>
    </message>
    <message>
        <source>Pack files into larger shards (tar, HDF5, zarr).</source>
        <extracomment>hypothesis slow-network-filesystem: quick_wins</extracomment>
        <translation>将文件打包成更大的分片（tar、HDF5、zarr）。</translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s staff which storage is meant for training data.</source>
        <extracomment>hypothesis slow-network-filesystem: escalation</extracomment>
        <translation>询问集群工作人员哪种存储是用于训练数据的。</translation>
    </message>
    <message>
        <source>Distributed synchronisation dominates (DDP all-reduce, SyncBatchNorm, stragglers)</source>
        <extracomment>hypothesis slow-distributed-sync: title</extracomment>
        <translation>分布式同步占主导（DDP all-reduce、SyncBatchNorm、掉队者）</translation>
    </message>
    <message>
        <source>Gradient all-reduce over a slow interconnect, SyncBatchNorm, or one slow rank (uneven data, a slower node) make every rank wait. Throughput with N GPUs is well below N times one GPU.</source>
        <extracomment>hypothesis slow-distributed-sync: explanation</extracomment>
        <translation>在慢速互连上做梯度 all-reduce、SyncBatchNorm，或某个慢 rank（数据不均、节点较慢），会让所有 rank 等待。N 个 GPU 的吞吐量远低于单 GPU 的 N 倍。</translation>
    </message>
    <message>
        <source>Throughput per GPU drops sharply from 1 to N GPUs, and the profiler shows time in NCCL kernels or waiting.</source>
        <extracomment>hypothesis slow-distributed-sync: supports</extracomment>
        <translation>每 GPU 吞吐量从 1 个到 N 个 GPU 时急剧下降，性能分析器显示时间花在 NCCL 内核或等待上。</translation>
    </message>
    <message>
        <source>Throughput scales nearly linearly.</source>
        <extracomment>hypothesis slow-distributed-sync: refutes</extracomment>
        <translation>吞吐量近乎线性扩展。</translation>
    </message>
    <message>
        <source>Increase the batch per GPU, use gradient accumulation with `model.no_sync()`, and turn off SyncBatchNorm unless needed.</source>
        <extracomment>hypothesis slow-distributed-sync: quick_wins</extracomment>
        <translation>增大每 GPU 的批大小，配合 `model.no_sync()` 使用梯度累积，除非必要否则关闭 SyncBatchNorm。</translation>
    </message>
    <message>
        <source>Check that NCCL uses InfiniBand/NVLink (`NCCL_DEBUG=INFO`).</source>
        <extracomment>hypothesis slow-distributed-sync: quick_wins</extracomment>
        <translation>检查 NCCL 是否使用 InfiniBand/NVLink（`NCCL_DEBUG=INFO`）。</translation>
    </message>
    <message>
        <source>Profile one step with `torch.profiler` and look at the communication overlap.</source>
        <extracomment>hypothesis slow-distributed-sync: escalation</extracomment>
        <translation>用 `torch.profiler` 分析一个步骤，查看通信的重叠情况。</translation>
    </message>
    <message>
        <source>Frequent host-device synchronisation or slow kernels</source>
        <extracomment>hypothesis slow-host-device-sync: title</extracomment>
        <translation>频繁的主机-设备同步或缓慢的内核</translation>
    </message>
    <message>
        <source>Calling `.item()`, `.cpu()` or printing tensors every step forces the CPU to wait for the GPU; `torch.backends.cudnn.benchmark=False` with fixed shapes, deterministic algorithms, or float32 where TF32/AMP would do also cost time.</source>
        <extracomment>hypothesis slow-host-device-sync: explanation</extracomment>
        <translation>每一步都调用 `.item()`、`.cpu()` 或打印张量，会迫使 CPU 等待 GPU；固定形状时使用 `torch.backends.cudnn.benchmark=False`、确定性算法，或在 TF32/AMP 足够的地方使用 float32，也都会耗费时间。</translation>
    </message>
    <message>
        <source>The profiler shows many `cudaStreamSynchronize`/`aten::item` calls or slow kernels; removing them speeds the step up.</source>
        <extracomment>hypothesis slow-host-device-sync: supports</extracomment>
        <translation>性能分析器显示大量 `cudaStreamSynchronize`/`aten::item` 调用或缓慢的内核；去掉它们后步骤变快。</translation>
    </message>
    <message>
        <source>The step is dominated by the model&apos;s kernels.</source>
        <extracomment>hypothesis slow-host-device-sync: refutes</extracomment>
        <translation>步骤耗时主要在模型的内核上。</translation>
    </message>
    <message>
        <source>Log losses every N steps, not every step.</source>
        <extracomment>hypothesis slow-host-device-sync: quick_wins</extracomment>
        <translation>每 N 步记录一次损失，而不是每一步。</translation>
    </message>
    <message>
        <source>Set `torch.backends.cudnn.benchmark = True` for fixed input sizes and use AMP.</source>
        <extracomment>hypothesis slow-host-device-sync: quick_wins</extracomment>
        <translation>对固定的输入尺寸设置 `torch.backends.cudnn.benchmark = True` 并使用 AMP。</translation>
    </message>
    <message>
        <source>Use `torch.profiler.profile(activities=[CPU, CUDA])` and read the trace in TensorBoard or Perfetto.</source>
        <extracomment>hypothesis slow-host-device-sync: escalation</extracomment>
        <translation>使用 `torch.profiler.profile(activities=[CPU, CUDA])`，在 TensorBoard 或 Perfetto 中查看跟踪。</translation>
    </message>
    <message>
        <source>Ranks disagree on the number of batches and wait at a collective</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: title</extracomment>
        <translation>各 rank 的批次数不一致，在集合通信处等待</translation>
    </message>
    <message>
        <source>When ranks see different numbers of batches (no DistributedSampler, uneven shards, `drop_last=False`, or validation only on rank 0 with a collective inside), one rank reaches an all-reduce or barrier that the others never enter.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: explanation</extracomment>
        <translation>当各 rank 看到的批次数不同时（没有 DistributedSampler、分片不均、`drop_last=False`，或只在 rank 0 上验证而其中含有集合通信），某个 rank 会进入其他 rank 永远不会进入的 all-reduce 或 barrier。</translation>
    </message>
    <message>
        <source>py-spy shows ranks waiting in different places (one in all_reduce/barrier, another in the data loop or finished).</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: supports</extracomment>
        <translation>py-spy 显示各 rank 在不同位置等待（一个在 all_reduce/barrier 中，另一个在数据循环中或已结束）。</translation>
    </message>
    <message>
        <source>All ranks are stuck at the same line.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: refutes</extracomment>
        <translation>所有 rank 都卡在同一行。</translation>
    </message>
    <message>
        <source>Use `DistributedSampler` for training and validation, and `drop_last=True`.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: quick_wins</extracomment>
        <translation>训练和验证都使用 `DistributedSampler`，并设置 `drop_last=True`。</translation>
    </message>
    <message>
        <source>Keep collectives (metrics all_reduce, barriers) outside `if rank == 0:` blocks.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: quick_wins</extracomment>
        <translation>将集合通信（指标 all_reduce、barrier）放在 `if rank == 0:` 块之外。</translation>
    </message>
    <message>
        <source>Set `TORCH_DISTRIBUTED_DEBUG=DETAIL` and a short timeout in `init_process_group(timeout=timedelta(minutes=5))` to turn hangs into errors.</source>
        <extracomment>hypothesis hang-uneven-ranks-barrier: escalation</extracomment>
        <translation>设置 `TORCH_DISTRIBUTED_DEBUG=DETAIL`，并在 `init_process_group(timeout=timedelta(minutes=5))` 中设置较短的超时，把挂起变成错误。</translation>
    </message>
    <message>
        <source>init_process_group cannot connect the ranks</source>
        <extracomment>hypothesis hang-init-process-group: title</extracomment>
        <translation>init_process_group 无法连接各 rank</translation>
    </message>
    <message>
        <source>A wrong MASTER_ADDR or MASTER_PORT, a world size that does not match the number of started processes, a blocked port, or NCCL choosing an interface the nodes cannot reach leaves `init_process_group` (or the first collective) waiting.</source>
        <extracomment>hypothesis hang-init-process-group: explanation</extracomment>
        <translation>错误的 MASTER_ADDR 或 MASTER_PORT、与启动的进程数不符的 world size、被阻断的端口，或 NCCL 选择了节点之间无法访问的接口，都会让 `init_process_group`（或第一次集合通信）一直等待。</translation>
    </message>
    <message>
        <source>The process never passes `init_process_group`, or NCCL_DEBUG shows connection attempts to the wrong address or interface.</source>
        <extracomment>hypothesis hang-init-process-group: supports</extracomment>
        <translation>进程始终无法通过 `init_process_group`，或 NCCL_DEBUG 显示在向错误的地址或接口发起连接。</translation>
    </message>
    <message>
        <source>All ranks pass initialisation.</source>
        <extracomment>hypothesis hang-init-process-group: refutes
----------
experiment exp-hang-nccl-debug: refutes</extracomment>
        <translation>所有 rank 都通过了初始化。</translation>
    </message>
    <message>
        <source>Launch with `torchrun` or `srun` and derive MASTER_ADDR from `scontrol show hostnames $SLURM_JOB_NODELIST | head -n1`.</source>
        <extracomment>hypothesis hang-init-process-group: quick_wins</extracomment>
        <translation>用 `torchrun` 或 `srun` 启动，并从 `scontrol show hostnames $SLURM_JOB_NODELIST | head -n1` 得到 MASTER_ADDR。</translation>
    </message>
    <message>
        <source>Check that WORLD_SIZE equals the number of started tasks (`--ntasks`, `--nproc_per_node`).</source>
        <extracomment>hypothesis hang-init-process-group: quick_wins</extracomment>
        <translation>检查 WORLD_SIZE 是否等于启动的任务数（`--ntasks`、`--nproc_per_node`）。</translation>
    </message>
    <message>
        <source>Set `NCCL_SOCKET_IFNAME` to the cluster&apos;s fast interface, and test connectivity between nodes on the port.</source>
        <extracomment>hypothesis hang-init-process-group: escalation</extracomment>
        <translation>将 `NCCL_SOCKET_IFNAME` 设为集群的高速接口，并测试节点之间在该端口上的连通性。</translation>
    </message>
    <message>
        <source>A DataLoader worker or collate function deadlocks</source>
        <extracomment>hypothesis hang-dataloader-deadlock: title</extracomment>
        <translation>DataLoader 工作进程或 collate 函数死锁</translation>
    </message>
    <message>
        <source>Workers forked while another thread holds a lock (OpenCV or OpenMP thread pools, logging handlers) can deadlock; a collate function that waits on a queue or opens a pool inside a worker never returns.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: explanation</extracomment>
        <translation>在另一个线程持有锁时（OpenCV 或 OpenMP 线程池、日志处理器）fork 出的工作进程可能死锁；在工作进程中等待队列或打开进程池的 collate 函数永远不会返回。</translation>
    </message>
    <message>
        <source>The hang disappears with `num_workers=0` or with the spawn start method; py-spy shows workers waiting on a lock.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: supports</extracomment>
        <translation>使用 `num_workers=0` 或 spawn 启动方式时挂起消失；py-spy 显示工作进程在等待锁。</translation>
    </message>
    <message>
        <source>It hangs with `num_workers=0` too.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: refutes</extracomment>
        <translation>`num_workers=0` 时也会挂起。</translation>
    </message>
    <message>
        <source>`cv2.setNumThreads(0)` and `OMP_NUM_THREADS=1` in workers; `multiprocessing_context=&apos;spawn&apos;`.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: quick_wins</extracomment>
        <translation>在工作进程中设置 `cv2.setNumThreads(0)` 和 `OMP_NUM_THREADS=1`；使用 `multiprocessing_context=&apos;spawn&apos;`。</translation>
    </message>
    <message>
        <source>Set `timeout=120` on the DataLoader so a stuck worker raises an error.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: quick_wins</extracomment>
        <translation>在 DataLoader 上设置 `timeout=120`，让卡住的工作进程抛出错误。</translation>
    </message>
    <message>
        <source>Dump every worker with `py-spy dump --pid PID` and read which call it waits in.</source>
        <extracomment>hypothesis hang-dataloader-deadlock: escalation</extracomment>
        <translation>用 `py-spy dump --pid PID` 转储每个工作进程，查看它在等待哪个调用。</translation>
    </message>
    <message>
        <source>Shared memory (/dev/shm) is exhausted</source>
        <extracomment>hypothesis hang-shared-memory: title</extracomment>
        <translation>共享内存（/dev/shm）耗尽</translation>
    </message>
    <message>
        <source>Workers pass batches through /dev/shm; Docker&apos;s default of 64 MB or a small tmpfs makes workers block or die with &apos;Bus error&apos; when batches are large.</source>
        <extracomment>hypothesis hang-shared-memory: explanation</extracomment>
        <translation>工作进程通过 /dev/shm 传递批次；Docker 默认的 64 MB 或较小的 tmpfs 会在批次较大时使工作进程阻塞，或以“Bus error”退出。</translation>
    </message>
    <message>
        <source>`df -h /dev/shm` shows it full or tiny, and the hang disappears with num_workers=0.</source>
        <extracomment>hypothesis hang-shared-memory: supports</extracomment>
        <translation>`df -h /dev/shm` 显示它已满或很小，且 num_workers=0 时挂起消失。</translation>
    </message>
    <message>
        <source>/dev/shm has ample free space.</source>
        <extracomment>hypothesis hang-shared-memory: refutes</extracomment>
        <translation>/dev/shm 有充足的可用空间。</translation>
    </message>
    <message>
        <source>Start Docker with `--shm-size=16g` or `--ipc=host`.</source>
        <extracomment>hypothesis hang-shared-memory: quick_wins</extracomment>
        <translation>用 `--shm-size=16g` 或 `--ipc=host` 启动 Docker。</translation>
    </message>
    <message>
        <source>Use `torch.multiprocessing.set_sharing_strategy(&apos;file_system&apos;)`.</source>
        <extracomment>hypothesis hang-shared-memory: quick_wins</extracomment>
        <translation>使用 `torch.multiprocessing.set_sharing_strategy(&apos;file_system&apos;)`。</translation>
    </message>
    <message>
        <source>Reduce batch size or prefetch_factor to shrink what sits in shared memory.</source>
        <extracomment>hypothesis hang-shared-memory: escalation</extracomment>
        <translation>降低批大小或 prefetch_factor，减少共享内存中的数据。</translation>
    </message>
    <message>
        <source>One rank crashed and the others wait for it</source>
        <extracomment>hypothesis hang-rank-crashed: title</extracomment>
        <translation>某个 rank 崩溃了，其他 rank 在等待它</translation>
    </message>
    <message>
        <source>If one process dies (out of memory, an exception on one case), the others wait in the next collective until the NCCL timeout (30 minutes by default) or forever.</source>
        <extracomment>hypothesis hang-rank-crashed: explanation</extracomment>
        <translation>如果一个进程退出（内存不足、在某个病例上抛出异常），其他进程会在下一次集合通信中一直等待，直到 NCCL 超时（默认 30 分钟）或永远等下去。</translation>
    </message>
    <message>
        <source>The logs of one rank end with an error (slurm.cuda_oom, slurm.killed, slurm.nccl_error) while the others are silent.</source>
        <extracomment>hypothesis hang-rank-crashed: supports</extracomment>
        <translation>某个 rank 的日志以错误结束（slurm.cuda_oom、slurm.killed、slurm.nccl_error），而其他 rank 没有任何输出。</translation>
    </message>
    <message>
        <source>Every rank&apos;s log ends in the same place without error.</source>
        <extracomment>hypothesis hang-rank-crashed: refutes</extracomment>
        <translation>每个 rank 的日志都在同一位置结束，且没有错误。</translation>
    </message>
    <message>
        <source>Write each rank&apos;s output to its own file (`srun --output=rank-%t.out`) and read the one that stops first.</source>
        <extracomment>hypothesis hang-rank-crashed: quick_wins</extracomment>
        <translation>将每个 rank 的输出写入各自的文件（`srun --output=rank-%t.out`），查看最先停止的那个。</translation>
    </message>
    <message>
        <source>Enable `TORCH_NCCL_ASYNC_ERROR_HANDLING=1` so surviving ranks stop with an error.</source>
        <extracomment>hypothesis hang-rank-crashed: escalation</extracomment>
        <translation>启用 `TORCH_NCCL_ASYNC_ERROR_HANDLING=1`，让存活的 rank 以错误退出。</translation>
    </message>
    <message>
        <source>Time the data loader alone and the step alone</source>
        <extracomment>experiment exp-slow-loader-alone: title</extracomment>
        <translation>分别测量数据加载器和训练步骤的耗时</translation>
    </message>
    <message>
        <source>Compare how fast the loader yields batches with how fast the model consumes a fixed batch.</source>
        <extracomment>experiment exp-slow-loader-alone: description</extracomment>
        <translation>比较加载器产出批次的速度与模型消耗一个固定批次的速度。</translation>
    </message>
    <message>
        <source>The loader&apos;s time per batch is close to or above the step&apos;s.</source>
        <extracomment>experiment exp-slow-loader-alone: supports</extracomment>
        <translation>加载器每个批次的耗时接近或超过训练步骤的耗时。</translation>
    </message>
    <message>
        <source>The loader is several times faster than the step.</source>
        <extracomment>experiment exp-slow-loader-alone: refutes</extracomment>
        <translation>加载器比训练步骤快数倍。</translation>
    </message>
    <message>
        <source>Loader alone: seconds per batch</source>
        <extracomment>experiment exp-slow-loader-alone: form loader_s_per_batch</extracomment>
        <translation>仅加载器：每批次秒数</translation>
    </message>
    <message>
        <source>Training step on a fixed batch: seconds per batch</source>
        <extracomment>experiment exp-slow-loader-alone: form step_s_per_batch</extracomment>
        <translation>在固定批次上的训练步骤：每批次秒数</translation>
    </message>
    <message>
        <source>Typical GPU utilisation during training (%)</source>
        <extracomment>experiment exp-slow-loader-alone: form gpu_util</extracomment>
        <translation>训练期间典型的 GPU 利用率（%）</translation>
    </message>
    <message>
        <source>Profile one sample&apos;s loading and preprocessing</source>
        <extracomment>experiment exp-slow-profile-sample: title</extracomment>
        <translation>分析一个样本的加载和预处理性能</translation>
    </message>
    <message>
        <source>Profile `dataset[i]` in the main process to see where the time goes.</source>
        <extracomment>experiment exp-slow-profile-sample: description</extracomment>
        <translation>在主进程中对 `dataset[i]` 做性能分析，看时间花在哪里。</translation>
    </message>
    <message>
        <source>The profile points to the hypothesis&apos;s step (decoding or CPU preprocessing).</source>
        <extracomment>experiment exp-slow-profile-sample: supports</extracomment>
        <translation>性能分析结果指向该假设所说的步骤（解码或 CPU 预处理）。</translation>
    </message>
    <message>
        <source>The profile points elsewhere.</source>
        <extracomment>experiment exp-slow-profile-sample: refutes</extracomment>
        <translation>性能分析结果指向别处。</translation>
    </message>
    <message>
        <source>Seconds per sample</source>
        <extracomment>experiment exp-slow-profile-sample: form s_per_sample</extracomment>
        <translation>每个样本的秒数</translation>
    </message>
    <message>
        <source>Share of the time spent reading/decoding files (%)</source>
        <extracomment>experiment exp-slow-profile-sample: form read_share</extracomment>
        <translation>读取/解码文件所占时间比例（%）</translation>
    </message>
    <message>
        <source>The function taking the most time</source>
        <extracomment>experiment exp-slow-profile-sample: form top_function</extracomment>
        <translation>耗时最多的函数</translation>
    </message>
    <message>
        <source>Compare an epoch from local storage</source>
        <extracomment>experiment exp-slow-local-copy: title</extracomment>
        <translation>比较从本地存储运行一个 epoch</translation>
    </message>
    <message>
        <source>Copy the dataset to node-local storage and time the same number of batches.</source>
        <extracomment>experiment exp-slow-local-copy: description</extracomment>
        <translation>将数据集复制到节点本地存储，并测量相同数量批次的耗时。</translation>
    </message>
    <message>
        <source>Local storage is much faster.</source>
        <extracomment>experiment exp-slow-local-copy: supports</extracomment>
        <translation>本地存储快得多。</translation>
    </message>
    <message>
        <source>Both take about the same time.</source>
        <extracomment>experiment exp-slow-local-copy: refutes</extracomment>
        <translation>两者耗时大致相同。</translation>
    </message>
    <message>
        <source>Seconds for 200 steps from the shared file system</source>
        <extracomment>experiment exp-slow-local-copy: form s_network</extracomment>
        <translation>从共享文件系统运行 200 步的秒数</translation>
    </message>
    <message>
        <source>Seconds for 200 steps from local storage</source>
        <extracomment>experiment exp-slow-local-copy: form s_local</extracomment>
        <translation>从本地存储运行 200 步的秒数</translation>
    </message>
    <message>
        <source>Measure throughput on 1 and N GPUs and profile a step</source>
        <extracomment>experiment exp-slow-scaling: title</extracomment>
        <translation>测量 1 个和 N 个 GPU 上的吞吐量，并分析一个步骤的性能</translation>
    </message>
    <message>
        <source>Record samples per second on 1 GPU and on N GPUs, and a profiler trace of a few steps.</source>
        <extracomment>experiment exp-slow-scaling: description</extracomment>
        <translation>记录 1 个 GPU 和 N 个 GPU 上每秒处理的样本数，以及几个步骤的性能分析跟踪。</translation>
    </message>
    <message>
        <source>Scaling is far from linear and the profile shows communication or synchronisation.</source>
        <extracomment>experiment exp-slow-scaling: supports</extracomment>
        <translation>扩展远非线性，性能分析显示时间花在通信或同步上。</translation>
    </message>
    <message>
        <source>Scaling is near linear and the model&apos;s kernels dominate.</source>
        <extracomment>experiment exp-slow-scaling: refutes</extracomment>
        <translation>扩展接近线性，模型的内核占主导。</translation>
    </message>
    <message>
        <source>Samples per second on 1 GPU</source>
        <extracomment>experiment exp-slow-scaling: form throughput_1</extracomment>
        <translation>1 个 GPU 上每秒样本数</translation>
    </message>
    <message>
        <source>Samples per second on N GPUs</source>
        <extracomment>experiment exp-slow-scaling: form throughput_n</extracomment>
        <translation>N 个 GPU 上每秒样本数</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>experiment exp-slow-scaling: form n_gpus</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Top entries of the profile</source>
        <extracomment>experiment exp-slow-scaling: form profile_top</extracomment>
        <translation>性能分析中排名靠前的条目</translation>
    </message>
    <message>
        <source>Dump the stack of every rank while it hangs</source>
        <extracomment>experiment exp-hang-stack-dump: title</extracomment>
        <translation>在挂起时转储每个 rank 的调用栈</translation>
    </message>
    <message>
        <source>See where each process waits.</source>
        <extracomment>experiment exp-hang-stack-dump: description</extracomment>
        <translation>查看每个进程在哪里等待。</translation>
    </message>
    <message>
        <source>Ranks wait in different collectives or one has left the loop.</source>
        <extracomment>experiment exp-hang-stack-dump: supports</extracomment>
        <translation>各 rank 在不同的集合通信中等待，或有一个已离开循环。</translation>
    </message>
    <message>
        <source>All ranks wait at the same place.</source>
        <extracomment>experiment exp-hang-stack-dump: refutes</extracomment>
        <translation>所有 rank 都在同一位置等待。</translation>
    </message>
    <message>
        <source>Where each rank waits (rank: file:line)</source>
        <extracomment>experiment exp-hang-stack-dump: form rank_lines</extracomment>
        <translation>每个 rank 等待的位置（rank: 文件:行）</translation>
    </message>
    <message>
        <source>Are all ranks waiting at the same line?</source>
        <extracomment>experiment exp-hang-stack-dump: form same_place</extracomment>
        <translation>所有 rank 是否都在同一行等待？</translation>
    </message>
    <message>
        <source>Trace process-group initialisation</source>
        <extracomment>experiment exp-hang-nccl-debug: title</extracomment>
        <translation>跟踪进程组初始化</translation>
    </message>
    <message>
        <source>Turn on NCCL and distributed debugging and record the rendezvous settings of each rank.</source>
        <extracomment>experiment exp-hang-nccl-debug: description</extracomment>
        <translation>开启 NCCL 和分布式调试，记录每个 rank 的会合（rendezvous）设置。</translation>
    </message>
    <message>
        <source>Ranks never pass initialisation, the world size differs, or the port is unreachable.</source>
        <extracomment>experiment exp-hang-nccl-debug: supports</extracomment>
        <translation>各 rank 始终无法通过初始化、world size 不一致，或端口不可达。</translation>
    </message>
    <message>
        <source>Do all ranks print a line after init_process_group?</source>
        <extracomment>experiment exp-hang-nccl-debug: form passes_init</extracomment>
        <translation>所有 rank 是否都在 init_process_group 之后打印了一行？</translation>
    </message>
    <message>
        <source>WORLD_SIZE and the number of processes started</source>
        <extracomment>experiment exp-hang-nccl-debug: form world_size</extracomment>
        <translation>WORLD_SIZE 与启动的进程数</translation>
    </message>
    <message>
        <source>Is MASTER_PORT reachable from every node?</source>
        <extracomment>experiment exp-hang-nccl-debug: form port_reachable</extracomment>
        <translation>是否每个节点都能访问 MASTER_PORT？</translation>
    </message>
    <message>
        <source>Rerun with num_workers=0 and check /dev/shm</source>
        <extracomment>experiment exp-hang-workers-zero: title</extracomment>
        <translation>以 num_workers=0 重新运行并检查 /dev/shm</translation>
    </message>
    <message>
        <source>Take the worker processes out of the picture.</source>
        <extracomment>experiment exp-hang-workers-zero: description</extracomment>
        <translation>排除工作进程的影响。</translation>
    </message>
    <message>
        <source>No hang with num_workers=0, or /dev/shm is full.</source>
        <extracomment>experiment exp-hang-workers-zero: supports</extracomment>
        <translation>num_workers=0 时不挂起，或 /dev/shm 已满。</translation>
    </message>
    <message>
        <source>It hangs with num_workers=0 too and /dev/shm has space.</source>
        <extracomment>experiment exp-hang-workers-zero: refutes</extracomment>
        <translation>num_workers=0 时也挂起，且 /dev/shm 有空间。</translation>
    </message>
    <message>
        <source>Does it hang with num_workers=0?</source>
        <extracomment>experiment exp-hang-workers-zero: form hangs_workers0</extracomment>
        <translation>num_workers=0 时是否挂起？</translation>
    </message>
    <message>
        <source>Free space in /dev/shm</source>
        <extracomment>experiment exp-hang-workers-zero: form shm_free</extracomment>
        <translation>/dev/shm 的可用空间</translation>
    </message>
    <message>
        <source>Where a stuck worker waits</source>
        <extracomment>experiment exp-hang-workers-zero: form worker_stack</extracomment>
        <translation>卡住的工作进程在哪里等待</translation>
    </message>
    <message>
        <source>The model does not learn</source>
        <extracomment>symptom model-wont-train: title</extracomment>
        <translation>模型学不到东西</translation>
    </message>
    <message>
        <source>The loss stays flat or decreases barely, the model predicts one class (or only background) everywhere, or it cannot even overfit a single batch.</source>
        <extracomment>symptom model-wont-train: description</extracomment>
        <translation>损失保持平坦或几乎不下降，模型在所有位置都预测同一个类别（或只预测背景），或者连单个批次都无法过拟合。</translation>
    </message>
    <message>
        <source>The loss becomes NaN or Inf</source>
        <extracomment>symptom nan-loss: title</extracomment>
        <translation>损失变为 NaN 或 Inf</translation>
    </message>
    <message>
        <source>The loss prints `nan` or `inf`, at once or after some steps; weights turn NaN and the model outputs NaN from then on.</source>
        <extracomment>symptom nan-loss: description</extracomment>
        <translation>损失输出 `nan` 或 `inf`，可能立即出现或在若干步之后出现；权重变为 NaN，此后模型输出 NaN。</translation>
    </message>
    <message>
        <source>The labels are wrong (misaligned, empty, wrongly valued or shuffled)</source>
        <extracomment>hypothesis wont-train-labels: title</extracomment>
        <translation>标签有误（错位、为空、取值错误或顺序被打乱）</translation>
    </message>
    <message>
        <source>Masks that do not match their images (a flip, a shuffled file list), empty masks, 0/255 values or a missing label remap give the model nothing consistent to learn.</source>
        <extracomment>hypothesis wont-train-labels: explanation</extracomment>
        <translation>与图像不匹配的掩膜（翻转、被打乱的文件列表）、空掩膜、0/255 取值或缺少标签重映射，使模型没有一致的内容可学。</translation>
    </message>
    <message>
        <source>A labels finding on the training masks (0/255, unexpected values, empty masks), or image and mask overlays that do not match.</source>
        <extracomment>hypothesis wont-train-labels: supports</extracomment>
        <translation>训练掩膜上有标签发现（0/255、意外的值、空掩膜），或图像与掩膜的叠加不吻合。</translation>
    </message>
    <message>
        <source>Labels are clean and overlays of a few random training pairs match.</source>
        <extracomment>hypothesis wont-train-labels: refutes</extracomment>
        <translation>标签干净，随机抽取的几对训练样本叠加吻合。</translation>
    </message>
    <message>
        <source>Overlay 10 random (image, mask) pairs exactly as the DataLoader returns them, after all transforms.</source>
        <extracomment>hypothesis wont-train-labels: quick_wins</extracomment>
        <translation>完全按 DataLoader 返回的样子（经过所有变换之后）叠加 10 对随机的（图像, 掩膜）。</translation>
    </message>
    <message>
        <source>Check `np.unique` of the batch&apos;s labels.</source>
        <extracomment>hypothesis wont-train-labels: quick_wins</extracomment>
        <translation>检查批次标签的 `np.unique`。</translation>
    </message>
    <message>
        <source>Run the pair-geometry check on a few training pairs.</source>
        <extracomment>hypothesis wont-train-labels: escalation</extracomment>
        <translation>对几对训练样本运行配对几何检查。</translation>
    </message>
    <message>
        <source>Train on 1 batch: if the loss does not go to ~0, the problem is in the code, not the data.</source>
        <extracomment>hypothesis wont-train-labels: escalation</extracomment>
        <translation>只在 1 个批次上训练：如果损失不能降到约 0，问题在代码而不在数据。</translation>
    </message>
    <message>
        <source>The output layer does not match the loss</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: title</extracomment>
        <translation>输出层与损失不匹配</translation>
    </message>
    <message>
        <source>`CrossEntropyLoss` expects logits but receives softmax output (gradients vanish); `BCELoss` after no sigmoid, or `BCEWithLogitsLoss` after a sigmoid (sigmoid twice); the wrong number of output channels; a final ReLU that clips negative logits.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: explanation</extracomment>
        <translation>`CrossEntropyLoss` 期望 logits 却收到 softmax 输出（梯度消失）；`BCELoss` 之前没有 sigmoid，或 `BCEWithLogitsLoss` 之前已有 sigmoid（sigmoid 做了两次）；输出通道数错误；最后的 ReLU 截掉了负的 logits。</translation>
    </message>
    <message>
        <source>The initial loss is far from ln(C) (for C balanced classes) or the model&apos;s last layer applies an activation the loss applies again.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: supports</extracomment>
        <translation>初始损失远离 ln(C)（C 个均衡类别时），或模型最后一层施加了损失还会再次施加的激活。</translation>
    </message>
    <message>
        <source>The initial loss is close to ln(C) and the last layer outputs raw logits for a loss that expects them.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: refutes</extracomment>
        <translation>初始损失接近 ln(C)，且最后一层为期望原始 logits 的损失输出原始 logits。</translation>
    </message>
    <message>
        <source>Give `CrossEntropyLoss` and `BCEWithLogitsLoss` raw logits; apply softmax/sigmoid only for metrics and export.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: quick_wins</extracomment>
        <translation>给 `CrossEntropyLoss` 和 `BCEWithLogitsLoss` 传入原始 logits；只在计算指标和导出时施加 softmax/sigmoid。</translation>
    </message>
    <message>
        <source>Remove activations after the last convolution.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: quick_wins</extracomment>
        <translation>去掉最后一个卷积之后的激活。</translation>
    </message>
    <message>
        <source>Print the last layer and the loss side by side and check the channel count against the number of classes.</source>
        <extracomment>hypothesis wont-train-output-loss-mismatch: escalation</extracomment>
        <translation>将最后一层和损失并排打印，核对通道数与类别数。</translation>
    </message>
    <message>
        <source>The learning rate is far off</source>
        <extracomment>hypothesis wont-train-learning-rate: title</extracomment>
        <translation>学习率严重偏离</translation>
    </message>
    <message>
        <source>Too high, the loss oscillates or jumps to a constant (dead units, predicting one class); too low, it barely moves. Adam typically works near 1e-4..1e-3, SGD near 1e-2..1e-1.</source>
        <extracomment>hypothesis wont-train-learning-rate: explanation</extracomment>
        <translation>太高时损失振荡或跳到一个常数（死单元、只预测一个类别）；太低时几乎不动。Adam 通常在 1e-4..1e-3 附近有效，SGD 在 1e-2..1e-1 附近。</translation>
    </message>
    <message>
        <source>training.oscillation (too high) or training.plateau from the first steps (too low), and an LR range test finds a much better value.</source>
        <extracomment>hypothesis wont-train-learning-rate: supports</extracomment>
        <translation>training.oscillation（太高）或从最初几步起就是 training.plateau（太低），且学习率范围测试找到了好得多的值。</translation>
    </message>
    <message>
        <source>The curves are smooth and decreasing where the LR range test puts the best rate.</source>
        <extracomment>hypothesis wont-train-learning-rate: refutes</extracomment>
        <translation>在学习率范围测试给出的最佳学习率下，曲线平滑下降。</translation>
    </message>
    <message>
        <source>Run an LR range test (increase the rate exponentially over 100 steps, pick a value a decade below where the loss explodes).</source>
        <extracomment>hypothesis wont-train-learning-rate: quick_wins</extracomment>
        <translation>运行学习率范围测试（在 100 步内按指数增大学习率，选择比损失爆炸处低一个数量级的值）。</translation>
    </message>
    <message>
        <source>Try 10x and 0.1x the current rate for a few hundred steps.</source>
        <extracomment>hypothesis wont-train-learning-rate: quick_wins</extracomment>
        <translation>以当前学习率的 10 倍和 0.1 倍各试几百步。</translation>
    </message>
    <message>
        <source>Add warm-up and a schedule (cosine, OneCycle).</source>
        <extracomment>hypothesis wont-train-learning-rate: escalation</extracomment>
        <translation>加入预热和调度（余弦、OneCycle）。</translation>
    </message>
    <message>
        <source>Inputs are not normalised (or normalised twice)</source>
        <extracomment>hypothesis wont-train-normalisation: title</extracomment>
        <translation>输入未经归一化（或被归一化了两次）</translation>
    </message>
    <message>
        <source>Raw CT values from -1024 to 3000 HU, or MRI intensities in the thousands, saturate activations; normalising twice or per-slice on empty slices squashes the signal.</source>
        <extracomment>hypothesis wont-train-normalisation: explanation</extracomment>
        <translation>-1024 到 3000 HU 的原始 CT 值，或数以千计的 MRI 强度，会使激活饱和；归一化两次，或在空切片上逐切片归一化，会压扁信号。</translation>
    </message>
    <message>
        <source>Batch statistics are far from mean 0 / std 1 (or a [0, 1] range), or nearly constant.</source>
        <extracomment>hypothesis wont-train-normalisation: supports</extracomment>
        <translation>批次统计量远离均值 0 / 标准差 1（或 [0, 1] 范围），或几乎是常数。</translation>
    </message>
    <message>
        <source>Inputs are in a sensible range with real variation.</source>
        <extracomment>hypothesis wont-train-normalisation: refutes</extracomment>
        <translation>输入处于合理范围内且有真实的变化。</translation>
    </message>
    <message>
        <source>CT: clip to a window (e.g. -1000..1000 HU) and scale to [0, 1] or z-score. MRI: z-score within the foreground.</source>
        <extracomment>hypothesis wont-train-normalisation: quick_wins</extracomment>
        <translation>CT：截断到一个窗（例如 -1000..1000 HU），再缩放到 [0, 1] 或做 z-score。MRI：在前景内做 z-score。</translation>
    </message>
    <message>
        <source>Print min, max, mean and std of the first batch.</source>
        <extracomment>hypothesis wont-train-normalisation: quick_wins</extracomment>
        <translation>打印第一个批次的最小值、最大值、均值和标准差。</translation>
    </message>
    <message>
        <source>Follow the preprocessing step by step on one case and save intermediate volumes.</source>
        <extracomment>hypothesis wont-train-normalisation: escalation</extracomment>
        <translation>在一个病例上逐步跟踪预处理，并保存中间体积。</translation>
    </message>
    <message>
        <source>Gradients are not applied to the weights</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: title</extracomment>
        <translation>梯度没有应用到权重上</translation>
    </message>
    <message>
        <source>A missing `optimizer.step()`, `zero_grad()` called after `backward()`, the optimizer created before the model was replaced or moved, frozen parameters (`requires_grad=False`), or a `.detach()`/`torch.no_grad()` in the forward pass mean the weights never change.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: explanation</extracomment>
        <translation>缺少 `optimizer.step()`、在 `backward()` 之后调用 `zero_grad()`、在替换或移动模型之前创建了优化器、参数被冻结（`requires_grad=False`），或前向传播中有 `.detach()`/`torch.no_grad()`，都意味着权重永远不会改变。</translation>
    </message>
    <message>
        <source>Every trainable parameter gets a gradient and changes after a step.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: refutes</extracomment>
        <translation>每个可训练参数都得到梯度，并在一步之后发生变化。</translation>
    </message>
    <message>
        <source>Order: `optimizer.zero_grad(); loss.backward(); optimizer.step()`.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: quick_wins</extracomment>
        <translation>顺序：`optimizer.zero_grad(); loss.backward(); optimizer.step()`。</translation>
    </message>
    <message>
        <source>Create the optimizer after `model.to(device)` and after any layer replacement.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: quick_wins</extracomment>
        <translation>在 `model.to(device)` 及任何层替换之后再创建优化器。</translation>
    </message>
    <message>
        <source>Print parameters with `p.grad is None` after backward to find the detached branch.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: escalation</extracomment>
        <translation>在 backward 之后打印 `p.grad is None` 的参数，找出被分离的分支。</translation>
    </message>
    <message>
        <source>Output and target shapes broadcast silently</source>
        <extracomment>hypothesis wont-train-shapes: title</extracomment>
        <translation>输出与目标的形状被悄悄广播</translation>
    </message>
    <message>
        <source>`MSELoss` on outputs (N, 1) and targets (N,) broadcasts to (N, N); a target with a channel dimension, or channels-last where channels-first is expected, computes a loss that does not measure what you think.</source>
        <extracomment>hypothesis wont-train-shapes: explanation</extracomment>
        <translation>对形状为 (N, 1) 的输出和 (N,) 的目标使用 `MSELoss` 会广播为 (N, N)；目标带有通道维度，或在期望通道在前时使用通道在后，计算出的损失衡量的并不是你以为的东西。</translation>
    </message>
    <message>
        <source>Output and target shapes differ in a way the loss broadcasts (a warning &apos;Using a target size that is different to the input size&apos; may appear).</source>
        <extracomment>hypothesis wont-train-shapes: supports</extracomment>
        <translation>输出与目标的形状以损失会广播的方式不同（可能出现警告“Using a target size that is different to the input size”）。</translation>
    </message>
    <message>
        <source>Shapes match exactly as the loss documents.</source>
        <extracomment>hypothesis wont-train-shapes: refutes</extracomment>
        <translation>形状与损失文档所述完全一致。</translation>
    </message>
    <message>
        <source>Assert `out.shape == target.shape` (or the documented shapes for CrossEntropyLoss: (N, C, ...) and (N, ...)) before the loss.</source>
        <extracomment>hypothesis wont-train-shapes: quick_wins</extracomment>
        <translation>在计算损失前断言 `out.shape == target.shape`（或 CrossEntropyLoss 文档规定的形状：(N, C, ...) 和 (N, ...)）。</translation>
    </message>
    <message>
        <source>Run with `python -W error` to turn broadcasting warnings into errors.</source>
        <extracomment>hypothesis wont-train-shapes: quick_wins</extracomment>
        <translation>用 `python -W error` 运行，把广播警告变成错误。</translation>
    </message>
    <message>
        <source>Check the channel order through every transform (MONAI uses channel-first).</source>
        <extracomment>hypothesis wont-train-shapes: escalation</extracomment>
        <translation>检查每个变换中的通道顺序（MONAI 使用通道在前）。</translation>
    </message>
    <message>
        <source>The initial predictions are badly initialised</source>
        <extracomment>hypothesis wont-train-initial-loss: title</extracomment>
        <translation>初始预测的初始化很差</translation>
    </message>
    <message>
        <source>For C balanced classes an untrained softmax model should start at a loss near ln(C) (0.69 for 2 classes, 1.10 for 3). A much higher value means confident wrong predictions from initialisation (a large bias or scale in the last layer), which can stall training.</source>
        <extracomment>hypothesis wont-train-initial-loss: explanation</extracomment>
        <translation>对于 C 个均衡类别，未训练的 softmax 模型的初始损失应接近 ln(C)（2 类为 0.69，3 类为 1.10）。高得多的值意味着初始化导致了高置信度的错误预测（最后一层的偏置或尺度过大），这可能使训练停滞。</translation>
    </message>
    <message>
        <source>The first loss is much larger than ln(C).</source>
        <extracomment>hypothesis wont-train-initial-loss: supports</extracomment>
        <translation>第一个损失远大于 ln(C)。</translation>
    </message>
    <message>
        <source>The first loss is close to ln(C) (or to the entropy of the class frequencies for imbalanced data).</source>
        <extracomment>hypothesis wont-train-initial-loss: refutes</extracomment>
        <translation>第一个损失接近 ln(C)（对不均衡数据则接近类别频率的熵）。</translation>
    </message>
    <message>
        <source>Initialise the last layer&apos;s bias to the log class frequencies and its weights small.</source>
        <extracomment>hypothesis wont-train-initial-loss: quick_wins</extracomment>
        <translation>将最后一层的偏置初始化为类别频率的对数，并使其权重较小。</translation>
    </message>
    <message>
        <source>Check custom weight initialisation code.</source>
        <extracomment>hypothesis wont-train-initial-loss: escalation</extracomment>
        <translation>检查自定义的权重初始化代码。</translation>
    </message>
    <message>
        <source>The learning rate is too high</source>
        <extracomment>hypothesis nan-learning-rate: title</extracomment>
        <translation>学习率过高</translation>
    </message>
    <message>
        <source>Steps that are too large make the loss oscillate and then overflow; this is the most common cause of a NaN after some steps.</source>
        <extracomment>hypothesis nan-learning-rate: explanation</extracomment>
        <translation>步长过大会使损失振荡然后溢出；这是若干步后出现 NaN 的最常见原因。</translation>
    </message>
    <message>
        <source>training.oscillation or a rising loss before the NaN, and a 10x smaller rate does not produce NaN.</source>
        <extracomment>hypothesis nan-learning-rate: supports</extracomment>
        <translation>NaN 之前出现 training.oscillation 或损失上升，且学习率降低 10 倍后不再产生 NaN。</translation>
    </message>
    <message>
        <source>The loss decreases smoothly up to the NaN, and a smaller rate still produces it at the same step.</source>
        <extracomment>hypothesis nan-learning-rate: refutes</extracomment>
        <translation>损失在 NaN 之前一直平滑下降，且更小的学习率仍在同一步产生 NaN。</translation>
    </message>
    <message>
        <source>Lower the learning rate 10x and add warm-up.</source>
        <extracomment>hypothesis nan-learning-rate: quick_wins</extracomment>
        <translation>将学习率降低 10 倍并加入预热。</translation>
    </message>
    <message>
        <source>Clip gradients: `torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)`.</source>
        <extracomment>hypothesis nan-learning-rate: quick_wins</extracomment>
        <translation>裁剪梯度：`torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)`。</translation>
    </message>
    <message>
        <source>Run an LR range test.</source>
        <extracomment>hypothesis nan-learning-rate: escalation</extracomment>
        <translation>运行学习率范围测试。</translation>
    </message>
    <message>
        <source>log(0), division by zero or sqrt(0) in the loss</source>
        <extracomment>hypothesis nan-log-of-zero: title</extracomment>
        <translation>损失中出现 log(0)、除以零或 sqrt(0)</translation>
    </message>
    <message>
        <source>A hand-written loss computes `log(p)` with p = 0, a Dice loss divides by zero on empty masks without a smoothing term, or `sqrt` of 0 has an infinite gradient. BCELoss on probabilities of exactly 0 or 1 does the same.</source>
        <extracomment>hypothesis nan-log-of-zero: explanation</extracomment>
        <translation>手写的损失在 p = 0 时计算 `log(p)`，Dice 损失在空掩膜上没有平滑项而除以零，或 0 的 `sqrt` 梯度为无穷大。对恰好为 0 或 1 的概率使用 BCELoss 也是如此。</translation>
    </message>
    <message>
        <source>Anomaly detection points at a log, division, sqrt or pow in the loss, or the NaN appears on batches with empty masks.</source>
        <extracomment>hypothesis nan-log-of-zero: supports</extracomment>
        <translation>异常检测指向损失中的 log、除法、sqrt 或 pow，或 NaN 出现在含空掩膜的批次上。</translation>
    </message>
    <message>
        <source>The first NaN appears in the forward pass of the model or in the inputs.</source>
        <extracomment>hypothesis nan-log-of-zero: refutes</extracomment>
        <translation>第一个 NaN 出现在模型的前向传播中或输入中。</translation>
    </message>
    <message>
        <source>Use `log_softmax`/`BCEWithLogitsLoss` instead of `log(softmax)`/`BCELoss`.</source>
        <extracomment>hypothesis nan-log-of-zero: quick_wins</extracomment>
        <translation>使用 `log_softmax`/`BCEWithLogitsLoss`，而不是 `log(softmax)`/`BCELoss`。</translation>
    </message>
    <message>
        <source>Add a smoothing term to Dice: `(2*inter + eps) / (sum_p + sum_t + eps)`; clamp before log: `torch.log(p.clamp_min(1e-7))`.</source>
        <extracomment>hypothesis nan-log-of-zero: quick_wins</extracomment>
        <translation>给 Dice 加平滑项：`(2*inter + eps) / (sum_p + sum_t + eps)`；取对数前截断：`torch.log(p.clamp_min(1e-7))`。</translation>
    </message>
    <message>
        <source>Compute the loss on a batch with an empty mask in isolation.</source>
        <extracomment>hypothesis nan-log-of-zero: escalation</extracomment>
        <translation>单独在一个含空掩膜的批次上计算损失。</translation>
    </message>
    <message>
        <source>Gradients explode</source>
        <extracomment>hypothesis nan-gradient-explosion: title</extracomment>
        <translation>梯度爆炸</translation>
    </message>
    <message>
        <source>Deep or recurrent networks without normalisation, a bad initialisation, or a rare large input give gradient norms that grow by orders of magnitude before the NaN.</source>
        <extracomment>hypothesis nan-gradient-explosion: explanation</extracomment>
        <translation>没有归一化的深层或循环网络、糟糕的初始化，或罕见的大输入，会使梯度范数在 NaN 出现之前增长几个数量级。</translation>
    </message>
    <message>
        <source>The gradient norm is stable until the NaN.</source>
        <extracomment>hypothesis nan-gradient-explosion: refutes</extracomment>
        <translation>梯度范数在 NaN 出现之前一直稳定。</translation>
    </message>
    <message>
        <source>Clip the gradient norm (`clip_grad_norm_(params, 1.0)`) and log it.</source>
        <extracomment>hypothesis nan-gradient-explosion: quick_wins</extracomment>
        <translation>裁剪梯度范数（`clip_grad_norm_(params, 1.0)`）并记录它。</translation>
    </message>
    <message>
        <source>Lower the learning rate.</source>
        <extracomment>hypothesis nan-gradient-explosion: quick_wins</extracomment>
        <translation>降低学习率。</translation>
    </message>
    <message>
        <source>Log per-layer gradient norms to find the layer that blows up.</source>
        <extracomment>hypothesis nan-gradient-explosion: escalation</extracomment>
        <translation>记录每层的梯度范数，找出爆炸的那一层。</translation>
    </message>
    <message>
        <source>float16 overflow under mixed precision</source>
        <extracomment>hypothesis nan-fp16-overflow: title</extracomment>
        <translation>混合精度下的 float16 溢出</translation>
    </message>
    <message>
        <source>float16 overflows above 65504: large activations, attention scores or unscaled losses become Inf. Without a GradScaler (or with manual `.half()`), the NaN reaches the weights.</source>
        <extracomment>hypothesis nan-fp16-overflow: explanation</extracomment>
        <translation>float16 在超过 65504 时溢出：大的激活、注意力分数或未缩放的损失会变成 Inf。没有 GradScaler（或手动使用 `.half()`）时，NaN 会传到权重。</translation>
    </message>
    <message>
        <source>The same steps in float32 (or bfloat16) produce no NaN.</source>
        <extracomment>hypothesis nan-fp16-overflow: supports</extracomment>
        <translation>同样的步骤用 float32（或 bfloat16）运行不产生 NaN。</translation>
    </message>
    <message>
        <source>float32 produces the NaN at the same step.</source>
        <extracomment>hypothesis nan-fp16-overflow: refutes</extracomment>
        <translation>float32 在同一步也产生 NaN。</translation>
    </message>
    <message>
        <source>Use `torch.autocast(dtype=torch.bfloat16)` on GPUs that support it, or float16 with `torch.cuda.amp.GradScaler`.</source>
        <extracomment>hypothesis nan-fp16-overflow: quick_wins</extracomment>
        <translation>在支持的 GPU 上使用 `torch.autocast(dtype=torch.bfloat16)`，或配合 `torch.cuda.amp.GradScaler` 使用 float16。</translation>
    </message>
    <message>
        <source>Keep softmax, losses and normalisation in float32.</source>
        <extracomment>hypothesis nan-fp16-overflow: quick_wins</extracomment>
        <translation>将 softmax、损失和归一化保持为 float32。</translation>
    </message>
    <message>
        <source>Hook the forward pass to find the first module whose output has Inf.</source>
        <extracomment>hypothesis nan-fp16-overflow: escalation</extracomment>
        <translation>在前向传播上挂钩子，找出第一个输出含 Inf 的模块。</translation>
    </message>
    <message>
        <source>The scheduler sets an unexpected learning rate</source>
        <extracomment>hypothesis nan-scheduler: title</extracomment>
        <translation>调度器设置了意外的学习率</translation>
    </message>
    <message>
        <source>`scheduler.step()` called per batch for an epoch-based schedule (or the reverse), a OneCycle `max_lr` far above the base rate, or warm-up that ends too soon give a rate far higher than intended at some step.</source>
        <extracomment>hypothesis nan-scheduler: explanation</extracomment>
        <translation>对按 epoch 的调度却每个批次调用 `scheduler.step()`（或反之）、OneCycle 的 `max_lr` 远高于基础学习率，或预热过早结束，都会使某一步的学习率远高于预期。</translation>
    </message>
    <message>
        <source>The logged learning rate jumps or is far above the intended value when the loss turns NaN.</source>
        <extracomment>hypothesis nan-scheduler: supports</extracomment>
        <translation>损失变为 NaN 时，记录的学习率发生跳变或远高于预期值。</translation>
    </message>
    <message>
        <source>The learning rate follows the intended schedule.</source>
        <extracomment>hypothesis nan-scheduler: refutes</extracomment>
        <translation>学习率遵循预期的调度。</translation>
    </message>
    <message>
        <source>Log `optimizer.param_groups[0][&apos;lr&apos;]` every step and plot it.</source>
        <extracomment>hypothesis nan-scheduler: quick_wins</extracomment>
        <translation>每一步记录 `optimizer.param_groups[0][&apos;lr&apos;]` 并绘图。</translation>
    </message>
    <message>
        <source>Check where `scheduler.step()` is called relative to the loops.</source>
        <extracomment>hypothesis nan-scheduler: escalation</extracomment>
        <translation>检查 `scheduler.step()` 相对于各循环的调用位置。</translation>
    </message>
    <message>
        <source>Compare the first loss with ln(C)</source>
        <extracomment>experiment exp-initial-loss: title</extracomment>
        <translation>将第一个损失与 ln(C) 比较</translation>
    </message>
    <message>
        <source>Compute the loss of the untrained model on one batch and compare it with ln(C) for C classes.</source>
        <extracomment>experiment exp-initial-loss: description</extracomment>
        <translation>在一个批次上计算未训练模型的损失，并与 C 个类别时的 ln(C) 比较。</translation>
    </message>
    <message>
        <source>The first loss is far from ln(C), or the last activation is applied again by the loss.</source>
        <extracomment>experiment exp-initial-loss: supports</extracomment>
        <translation>第一个损失远离 ln(C)，或最后的激活被损失再次施加。</translation>
    </message>
    <message>
        <source>The first loss is near ln(C) and the activation matches the loss.</source>
        <extracomment>experiment exp-initial-loss: refutes</extracomment>
        <translation>第一个损失接近 ln(C)，且激活与损失匹配。</translation>
    </message>
    <message>
        <source>First loss</source>
        <extracomment>experiment exp-initial-loss: form initial_loss</extracomment>
        <translation>第一个损失</translation>
    </message>
    <message>
        <source>Number of classes C</source>
        <extracomment>experiment exp-initial-loss: form num_classes</extracomment>
        <translation>类别数 C</translation>
    </message>
    <message>
        <source>Activation after the last layer (none, softmax, sigmoid, ReLU)</source>
        <extracomment>experiment exp-initial-loss: form last_activation</extracomment>
        <translation>最后一层之后的激活（无、softmax、sigmoid、ReLU）</translation>
    </message>
    <message>
        <source>Loss function</source>
        <extracomment>experiment exp-initial-loss: form loss_class</extracomment>
        <translation>损失函数</translation>
    </message>
    <message>
        <source>Print the statistics and shapes of one batch</source>
        <extracomment>experiment exp-batch-stats: title</extracomment>
        <translation>打印一个批次的统计量和形状</translation>
    </message>
    <message>
        <source>Inspect exactly what the model and the loss receive.</source>
        <extracomment>experiment exp-batch-stats: description</extracomment>
        <translation>准确检查模型和损失收到了什么。</translation>
    </message>
    <message>
        <source>Inputs are unscaled or constant, or shapes broadcast.</source>
        <extracomment>experiment exp-batch-stats: supports</extracomment>
        <translation>输入未经缩放或是常数，或形状发生了广播。</translation>
    </message>
    <message>
        <source>Inputs are normalised and shapes match.</source>
        <extracomment>experiment exp-batch-stats: refutes</extracomment>
        <translation>输入已归一化，且形状匹配。</translation>
    </message>
    <message>
        <source>Input min / max / mean / std</source>
        <extracomment>experiment exp-batch-stats: form input_range</extracomment>
        <translation>输入的最小值 / 最大值 / 均值 / 标准差</translation>
    </message>
    <message>
        <source>Input, output and target shapes</source>
        <extracomment>experiment exp-batch-stats: form shapes</extracomment>
        <translation>输入、输出和目标的形状</translation>
    </message>
    <message>
        <source>Do output and target shapes match what the loss expects?</source>
        <extracomment>experiment exp-batch-stats: form shapes_match</extracomment>
        <translation>输出与目标的形状是否符合损失的期望？</translation>
    </message>
    <message>
        <source>Check that a step changes the weights</source>
        <extracomment>experiment exp-grad-check: title</extracomment>
        <translation>检查一步训练是否改变了权重</translation>
    </message>
    <message>
        <source>Copy the parameters, run one step, and compare; list parameters without gradients.</source>
        <extracomment>experiment exp-grad-check: description</extracomment>
        <translation>复制参数，运行一步，然后比较；列出没有梯度的参数。</translation>
    </message>
    <message>
        <source>No or few tensors change, or many have no gradient.</source>
        <extracomment>experiment exp-grad-check: supports</extracomment>
        <translation>没有或很少张量发生变化，或有许多没有梯度。</translation>
    </message>
    <message>
        <source>All trainable tensors change and one batch is overfitted.</source>
        <extracomment>experiment exp-grad-check: refutes</extracomment>
        <translation>所有可训练张量都发生了变化，且能过拟合单个批次。</translation>
    </message>
    <message>
        <source>Parameters without gradient (names)</source>
        <extracomment>experiment exp-grad-check: form params_without_grad</extracomment>
        <translation>没有梯度的参数（名称）</translation>
    </message>
    <message>
        <source>Parameter tensors changed by the step</source>
        <extracomment>experiment exp-grad-check: form tensors_changed</extracomment>
        <translation>被这一步改变的参数张量</translation>
    </message>
    <message>
        <source>Does training on one batch drive the loss near 0?</source>
        <extracomment>experiment exp-grad-check: form overfits_one_batch</extracomment>
        <translation>在单个批次上训练能否使损失接近 0？</translation>
    </message>
    <message>
        <source>Locate the first NaN with anomaly detection</source>
        <extracomment>experiment exp-nan-anomaly: title</extracomment>
        <translation>用异常检测定位第一个 NaN</translation>
    </message>
    <message>
        <source>Find the operation that first produces NaN or Inf.</source>
        <extracomment>experiment exp-nan-anomaly: description</extracomment>
        <translation>找出第一个产生 NaN 或 Inf 的操作。</translation>
    </message>
    <message>
        <source>The first NaN is in a log, division, sqrt or pow of the loss.</source>
        <extracomment>experiment exp-nan-anomaly: supports</extracomment>
        <translation>第一个 NaN 出现在损失的 log、除法、sqrt 或 pow 中。</translation>
    </message>
    <message>
        <source>The first NaN is in the inputs or the model&apos;s forward pass.</source>
        <extracomment>experiment exp-nan-anomaly: refutes</extracomment>
        <translation>第一个 NaN 出现在输入中或模型的前向传播中。</translation>
    </message>
    <message>
        <source>Operation or module reported first</source>
        <extracomment>experiment exp-nan-anomaly: form first_nan_op</extracomment>
        <translation>最先报告的操作或模块</translation>
    </message>
    <message>
        <source>Did the batch contain an empty mask?</source>
        <extracomment>experiment exp-nan-anomaly: form empty_mask_batch</extracomment>
        <translation>该批次是否包含空掩膜？</translation>
    </message>
    <message>
        <source>Log the gradient norm every step</source>
        <extracomment>experiment exp-grad-norm: title</extracomment>
        <translation>每一步记录梯度范数</translation>
    </message>
    <message>
        <source>Record the total gradient norm up to the NaN.</source>
        <extracomment>experiment exp-grad-norm: description</extracomment>
        <translation>记录直到 NaN 出现时的总梯度范数。</translation>
    </message>
    <message>
        <source>The norm grows by orders of magnitude before the NaN.</source>
        <extracomment>experiment exp-grad-norm: supports</extracomment>
        <translation>范数在 NaN 之前增长了几个数量级。</translation>
    </message>
    <message>
        <source>The norm is stable.</source>
        <extracomment>experiment exp-grad-norm: refutes</extracomment>
        <translation>范数保持稳定。</translation>
    </message>
    <message>
        <source>Gradient norm in the first steps</source>
        <extracomment>experiment exp-grad-norm: form norm_early</extracomment>
        <translation>最初几步的梯度范数</translation>
    </message>
    <message>
        <source>Gradient norm just before the NaN</source>
        <extracomment>experiment exp-grad-norm: form norm_before_nan</extracomment>
        <translation>NaN 出现前一刻的梯度范数</translation>
    </message>
    <message>
        <source>Repeat the failing steps in float32</source>
        <extracomment>experiment exp-nan-fp32: title</extracomment>
        <translation>用 float32 重复失败的步骤</translation>
    </message>
    <message>
        <source>Turn off autocast/half precision and run to the step that failed.</source>
        <extracomment>experiment exp-nan-fp32: description</extracomment>
        <translation>关闭 autocast/半精度，运行到失败的那一步。</translation>
    </message>
    <message>
        <source>No NaN in float32.</source>
        <extracomment>experiment exp-nan-fp32: supports</extracomment>
        <translation>float32 下没有 NaN。</translation>
    </message>
    <message>
        <source>NaN at the same step in float32.</source>
        <extracomment>experiment exp-nan-fp32: refutes</extracomment>
        <translation>float32 下在同一步出现 NaN。</translation>
    </message>
    <message>
        <source>Does the NaN appear in float32?</source>
        <extracomment>experiment exp-nan-fp32: form nan_in_fp32</extracomment>
        <translation>float32 下是否出现 NaN？</translation>
    </message>
    <message>
        <source>Is a GradScaler used with float16?</source>
        <extracomment>experiment exp-nan-fp32: form uses_gradscaler</extracomment>
        <translation>float16 是否配合了 GradScaler？</translation>
    </message>
    <message>
        <source>Log the learning rate every step</source>
        <extracomment>experiment exp-lr-log: title</extracomment>
        <translation>每一步记录学习率</translation>
    </message>
    <message>
        <source>Plot the learning rate the optimizer actually used against the loss.</source>
        <extracomment>experiment exp-lr-log: description</extracomment>
        <translation>将优化器实际使用的学习率与损失对照绘图。</translation>
    </message>
    <message>
        <source>The rate at the NaN is far above the intended maximum, or jumps.</source>
        <extracomment>experiment exp-lr-log: supports</extracomment>
        <translation>出现 NaN 时的学习率远高于预期最大值，或发生跳变。</translation>
    </message>
    <message>
        <source>The rate follows the intended schedule.</source>
        <extracomment>experiment exp-lr-log: refutes</extracomment>
        <translation>学习率遵循预期的调度。</translation>
    </message>
    <message>
        <source>Learning rate at the step of the NaN</source>
        <extracomment>experiment exp-lr-log: form lr_at_nan</extracomment>
        <translation>出现 NaN 那一步的学习率</translation>
    </message>
    <message>
        <source>Intended maximum learning rate</source>
        <extracomment>experiment exp-lr-log: form lr_intended</extracomment>
        <translation>预期的最大学习率</translation>
    </message>
    <message>
        <source>slurm, sbatch, srun, job, cluster, hpc, timeout, time limit, walltime, out_of_memory, oom-kill, cancelled, failed, node_fail, sacct, exit code, module, modules, container, apptainer, singularity</source>
        <extracomment>symptom slurm-job-failed: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>作业, 集群, 超算, 超时, 时间限制, 运行时限, 内存不足, 被取消, 取消, 失败, 节点故障, 退出码, 模块, 容器</translation>
    </message>
    <message>
        <source>no gpu, gpu not found, cuda not available, is_available, no cuda gpus, nvidia driver, nvidia-smi, cpu only, container, docker, apptainer, singularity, cuda version, driver</source>
        <extracomment>symptom no-gpu-visible: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>没有 gpu, 找不到 gpu, 看不到 gpu, cuda 不可用, 显卡驱动, 驱动, 仅 cpu, 只有 cpu, 容器, cuda 版本</translation>
    </message>
    <message>
        <source>nondeterministic, non-deterministic, not reproducible, irreproducible, reproducibility, different results, reruns, each run, random, seed, seeds, varies, variance, determinism, deterministic</source>
        <extracomment>symptom nondeterministic-results: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>不确定, 非确定性, 不可复现, 无法复现, 复现, 可复现性, 结果不同, 结果不一致, 重复运行, 每次运行, 随机, 种子, 随机种子, 波动, 方差, 确定性</translation>
    </message>
    <message>
        <source>cpu vs gpu, cpu and gpu, different on gpu, different on cpu, device, tf32, precision, float16, autocast, a100, ampere, numerical difference</source>
        <extracomment>symptom cpu-gpu-mismatch: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>cpu 和 gpu, cpu 与 gpu, gpu 上不同, cpu 上不同, 设备, 精度, 半精度, 混合精度, 数值差异, 结果不同</translation>
    </message>
    <message>
        <source>metric, auc, dice, accuracy, below 0.5, inverted, wrong metric, implausible, positive class, pos_label, radiomics, features, bin width, bincount, discretisation, histogram, hd95, per slice</source>
        <extracomment>symptom metric-implausible: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>指标, 准确率, 低于 0.5, 反转, 指标错误, 不合理, 不可信, 正类, 影像组学, 特征, bin 宽度, 离散化, 直方图, 逐切片, 按切片</translation>
    </message>
    <message>
        <source>cuda out of memory, out of memory, outofmemoryerror, cuda, gpu memory, vram, oom, tried to allocate, memory grows, memory leak, validation, batch size, patch size, reserved</source>
        <extracomment>symptom cuda-out-of-memory: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>显存不足, 显存溢出, 内存不足, 显存, gpu 内存, 爆显存, 显存增长, 内存泄漏, 显存泄漏, 验证, 批大小, 图块大小, 保留显存</translation>
    </message>
    <message>
        <source>segmentation fault, segfault, sigsegv, core dumped, exit code 139, fatal python error, bus error, killed by signal, crash, crashes, c extension, simpleitk, itk, opencv, cv2, numpy, pydicom, gdcm</source>
        <extracomment>symptom segfault: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>段错误, 核心已转储, 退出码 139, 总线错误, 崩溃, 闪退, c 扩展</translation>
    </message>
    <message>
        <source>killed, exit code 137, sigkill, oom killer, oom-kill, oom, out of memory, ram, host memory, memory, worker killed, maxrss, swap</source>
        <extracomment>symptom killed-oom: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>被杀, 被杀死, 已杀死, 退出码 137, 内存不足, 内存, 主机内存, 工作进程被杀, 交换分区</translation>
    </message>
    <message>
        <source>corrupt, corrupted, fails to load, cannot read, unreadable, truncated, invalid dicom, invaliddicomerror, eoferror, decode, pixel data, transfer syntax, jpeg 2000, zlib, some files, one case, dataset</source>
        <extracomment>symptom corrupt-dataset: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>损坏, 已损坏, 无法加载, 加载失败, 无法读取, 读不了, 截断, 被截断, 无效 dicom, 解码, 像素数据, 传输语法, 部分文件, 某个病例, 数据集</translation>
    </message>
    <message>
        <source>mask, label, segmentation, prediction, overlay, flipped, flip, mirrored, upside down, left-right, shifted, shift, offset, misaligned, misalignment, rotated, transposed, wrong place, wrong side, orientation, affine, qform, sform, origin, spacing, stretched, does not line up, not aligned</source>
        <extracomment>symptom mask-misaligned: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>掩膜, 掩码, 标签, 分割, 预测, 叠加, 翻转, 镜像, 上下颠倒, 左右, 左右颠倒, 平移, 偏移, 错位, 没对齐, 不对齐, 对不上, 旋转, 转置, 位置不对, 方向, 仿射, 原点, 间距, 拉伸</translation>
    </message>
    <message>
        <source>mask, label, smoothed, smooth, blurred, blurry, soft, interpolated, interpolation, resampled, in-between, between labels, non-integer, fractional, extra labels, unexpected labels, border values, staircase</source>
        <extracomment>symptom mask-smoothed: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>掩膜, 掩码, 标签, 平滑, 模糊, 软, 插值, 重采样, 中间值, 标签之间, 非整数, 小数, 多余标签, 意外标签, 边界值, 阶梯</translation>
    </message>
    <message>
        <source>mask, label, labels, 255, 0/255, empty mask, all zeros, blank, label values, unexpected labels, ignore_index, probability map, logits, argmax, one-hot, wrong classes, cut off, border</source>
        <extracomment>symptom mask-unexpected-values: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>掩膜, 掩码, 标签, 空掩膜, 全零, 全是零, 空白, 标签值, 意外标签, 概率图, 类别错误, 被截断, 边界</translation>
    </message>
    <message>
        <source>slow, slower, takes forever, speed, throughput, gpu utilisation, gpu utilization, gpu idle, low utilization, dataloader, data loading, bottleneck, epoch takes, profiling, ddp, multi-gpu, scaling, dicom decoding</source>
        <extracomment>symptom slow-training: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>慢, 很慢, 变慢, 太慢, 速度, 吞吐量, gpu 利用率, gpu 空闲, 利用率低, 数据加载, 瓶颈, epoch 耗时, 性能分析, 多 gpu, 多卡, 扩展, dicom 解码</translation>
    </message>
    <message>
        <source>hang, hangs, hanging, stuck, freezes, frozen, deadlock, no progress, waits forever, init_process_group, barrier, nccl, distributed, ddp, dataloader, collate, first batch, end of epoch, shm, shared memory</source>
        <extracomment>symptom training-hangs: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>挂起, 卡住, 卡死, 卡住了, 冻结, 死锁, 没有进展, 无进展, 没有任何进展, 进度不动, 不动了, 停住了, 一直等待, 分布式, 第一个批次, epoch 结尾, 共享内存</translation>
    </message>
    <message>
        <source>won&apos;t train, wont train, does not learn, not learning, doesn&apos;t learn, loss flat, loss not decreasing, stuck loss, plateau, predicts background, all zeros, one class, underfitting, overfit one batch, learning rate, accuracy stuck, dice zero</source>
        <extracomment>symptom model-wont-train: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>不训练, 学不到, 不学习, 不收敛, 损失不降, 损失平坦, 损失不下降, 平台期, 只预测背景, 全零, 只有一个类别, 欠拟合, 过拟合一个批次, 学习率, 准确率不变, dice 为零</translation>
    </message>
    <message>
        <source>nan, nan loss, loss is nan, inf, infinity, infinite, diverge, diverges, divergence, exploding, explodes, gradient explosion, overflow, fp16, amp, mixed precision, gradscaler, log(0)</source>
        <extracomment>symptom nan-loss: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>损失为 nan, 无穷, 无穷大, 发散, 爆炸, 梯度爆炸, 溢出, 半精度, 混合精度</translation>
    </message>
    <message>
        <source>Both pipelines give the model the same input to within rounding and the same prediction.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: refutes</extracomment>
        <translation>两条流程给模型的输入在舍入误差内相同，预测也相同。</translation>
    </message>
    <message>
        <source>CPU results depend on the number of threads</source>
        <extracomment>hypothesis nondet-cpu-threads: title</extracomment>
        <translation>CPU 结果取决于线程数</translation>
    </message>
    <message>
        <source>Parallel reductions split the sum differently for each thread count, so outputs change with OMP_NUM_THREADS or with the machine; a model near a decision boundary turns that into different labels.</source>
        <extracomment>hypothesis nondet-cpu-threads: explanation</extracomment>
        <translation>并行归约在不同线程数下以不同方式拆分求和，因此输出会随 OMP_NUM_THREADS 或机器而变化；处于决策边界附近的模型会把这种差异变成不同的标签。</translation>
    </message>
    <message>
        <source>CPU outputs differ between thread counts but not between repeats at one count (model.thread_sensitivity).</source>
        <extracomment>hypothesis nondet-cpu-threads: supports</extracomment>
        <translation>CPU 输出在不同线程数之间不同，但在同一线程数下的重复之间相同（model.thread_sensitivity）。</translation>
    </message>
    <message>
        <source>CPU outputs agree across thread counts.</source>
        <extracomment>hypothesis nondet-cpu-threads: refutes</extracomment>
        <translation>CPU 输出在不同线程数之间一致。</translation>
    </message>
    <message>
        <source>Fix the thread count in production: `torch.set_num_threads(n)` or `OMP_NUM_THREADS=n`.</source>
        <extracomment>hypothesis nondet-cpu-threads: quick_wins</extracomment>
        <translation>在生产中固定线程数：`torch.set_num_threads(n)` 或 `OMP_NUM_THREADS=n`。</translation>
    </message>
    <message>
        <source>Run in float64 to see whether the model itself is unstable near the boundary.</source>
        <extracomment>hypothesis nondet-cpu-threads: escalation</extracomment>
        <translation>以 float64 运行，看模型本身在边界附近是否不稳定。</translation>
    </message>
    <message>
        <source>The model&apos;s arithmetic differs between CPU and GPU</source>
        <extracomment>hypothesis cpugpu-device-difference: title</extracomment>
        <translation>模型的算术在 CPU 和 GPU 之间不同</translation>
    </message>
    <message>
        <source>Even in float32 with deterministic kernels, CPU and GPU libraries order sums differently and implement some operations (interpolation, reductions, fused kernels) differently; a model sensitive to small input changes amplifies that into different labels.</source>
        <extracomment>hypothesis cpugpu-device-difference: explanation</extracomment>
        <translation>即使使用 float32 和确定性内核，CPU 和 GPU 的库求和顺序不同，某些操作（插值、归约、融合内核）的实现也不同；对输入微小变化敏感的模型会把这放大成不同的标签。</translation>
    </message>
    <message>
        <source>CPU and GPU outputs agree within the tolerance.</source>
        <extracomment>hypothesis cpugpu-device-difference: refutes</extracomment>
        <translation>CPU 和 GPU 的输出在容差内一致。</translation>
    </message>
    <message>
        <source>Run both with `torch.use_deterministic_algorithms(True)` and TF32 off, and compare the probabilities, not only the labels.</source>
        <extracomment>hypothesis cpugpu-device-difference: quick_wins</extracomment>
        <translation>两者都以 `torch.use_deterministic_algorithms(True)` 并关闭 TF32 运行，比较概率而不仅是标签。</translation>
    </message>
    <message>
        <source>Compare each layer&apos;s output on both devices (forward hooks) to find the first one that differs.</source>
        <extracomment>hypothesis cpugpu-device-difference: escalation</extracomment>
        <translation>在两个设备上比较每一层的输出（前向钩子），找出第一个不同的层。</translation>
    </message>
    <message>
        <source>Runs the TorchScript model N times on the same input, on CPU and on GPU where there is one, with TF32, deterministic algorithms, cuDNN benchmark mode and the thread count toggled, maps where the outputs disagree, and lists submodules left in training mode (dropout, batch norm).</source>
        <extracomment>experiment exp-determinism: description</extracomment>
        <translation>在同一输入上将 TorchScript 模型运行 N 次，在 CPU 上以及（如有）GPU 上，切换 TF32、确定性算法、cuDNN benchmark 模式和线程数，绘制输出不一致之处的分布图，并列出仍处于训练模式的子模块（dropout、batch norm）。</translation>
    </message>
    <message>
        <source>An input volume (several for a multi-channel model)</source>
        <extracomment>experiment exp-determinism: inputs image</extracomment>
        <translation>一个输入体积（多通道模型则为多个）</translation>
    </message>
    <message>
        <source>The preprocessing spec of inference (.json; optional, see docs/preprocessing.md)</source>
        <extracomment>experiment exp-determinism: inputs spec</extracomment>
        <translation>推理的预处理规范（.json；可选，见 docs/preprocessing.md）</translation>
    </message>
    <message>
        <source>Runs per variant (default 3)</source>
        <extracomment>experiment exp-determinism: inputs repeats</extracomment>
        <translation>每种变体的运行次数（默认 3）</translation>
    </message>
    <message>
        <source>Device: auto, cpu or cuda (default auto)</source>
        <extracomment>experiment exp-determinism: inputs device
----------
experiment exp-model-parity: inputs device
----------
experiment exp-model-overfit: inputs device
----------
experiment exp-model-gradients: inputs device
----------
experiment exp-model-initial-loss: inputs device
----------
experiment exp-model-activations: inputs device</extracomment>
        <translation>设备：auto、cpu 或 cuda（默认 auto）</translation>
    </message>
    <message>
        <source>Run the model on the training and the inference preprocessing of one case</source>
        <extracomment>experiment exp-model-parity: title</extracomment>
        <translation>在同一病例的训练预处理和推理预处理结果上分别运行模型</translation>
    </message>
    <message>
        <source>Preprocesses one case with the training recipe&apos;s spec and with the inference spec (or takes the two tensors both pipelines saved), runs the model on both, compares the inputs and the predictions (Dice of the label maps, largest probability difference), and swaps the specs&apos; steps one at a time to name the step that makes the difference.</source>
        <extracomment>experiment exp-model-parity: description</extracomment>
        <translation>用训练方案的规范和推理规范分别预处理一个病例（或直接采用两条流程保存下来的两个张量），在两者上运行模型，比较输入和预测（标签图的 Dice、最大概率差），并逐一交换两份规范中的步骤，指出造成差异的那一步。</translation>
    </message>
    <message>
        <source>The model&apos;s predictions on the two preprocessings differ (label Dice below 0.99 or probabilities apart by more than 0.05), and a swapped step names the cause.</source>
        <extracomment>experiment exp-model-parity: supports</extracomment>
        <translation>模型在两种预处理结果上的预测不同（标签 Dice 低于 0.99，或概率相差超过 0.05），且某个被交换的步骤指明了原因。</translation>
    </message>
    <message>
        <source>Both preprocessings give the same input to within rounding and the same prediction.</source>
        <extracomment>experiment exp-model-parity: refutes</extracomment>
        <translation>两种预处理给出的输入在舍入误差内相同，预测也相同。</translation>
    </message>
    <message>
        <source>One raw input volume (with the two specs)</source>
        <extracomment>experiment exp-model-parity: inputs image</extracomment>
        <translation>一个原始输入体积（配合两份规范）</translation>
    </message>
    <message>
        <source>The training pipeline&apos;s preprocessing spec (.json)</source>
        <extracomment>experiment exp-model-parity: inputs train_spec</extracomment>
        <translation>训练流程的预处理规范（.json）</translation>
    </message>
    <message>
        <source>The inference pipeline&apos;s preprocessing spec (.json)</source>
        <extracomment>experiment exp-model-parity: inputs spec</extracomment>
        <translation>推理流程的预处理规范（.json）</translation>
    </message>
    <message>
        <source>Or: the tensor the training pipeline fed the model (.npy or .pt)</source>
        <extracomment>experiment exp-model-parity: inputs tensor_a</extracomment>
        <translation>或：训练流程输入给模型的张量（.npy 或 .pt）</translation>
    </message>
    <message>
        <source>And the tensor the inference pipeline fed it for the same case (.npy or .pt)</source>
        <extracomment>experiment exp-model-parity: inputs tensor_b</extracomment>
        <translation>以及推理流程为同一病例输入给模型的张量（.npy 或 .pt）</translation>
    </message>
    <message>
        <source>Overfit one small batch</source>
        <extracomment>experiment exp-model-overfit: title</extracomment>
        <translation>过拟合一个小批次</translation>
    </message>
    <message>
        <source>Trains a copy of the model on one or a few (image, mask) pairs for a fixed number of steps and records the loss curve. A correct model and loss drive the loss near zero; one that cannot has a bug in the code (a detached output, frozen layers, a wrong loss), not in the data.</source>
        <extracomment>experiment exp-model-overfit: description</extracomment>
        <translation>在一对或几对（图像, 掩膜）上以固定步数训练模型的副本，并记录损失曲线。正确的模型和损失会使损失接近零；做不到的，问题在代码中（输出被分离、层被冻结、损失错误），而不在数据中。</translation>
    </message>
    <message>
        <source>The loss stays far above zero after the steps, or the output is detached from the weights.</source>
        <extracomment>experiment exp-model-overfit: supports</extracomment>
        <translation>经过这些步骤后损失仍远高于零，或输出与权重分离。</translation>
    </message>
    <message>
        <source>The loss falls near zero and the batch&apos;s labels are reproduced.</source>
        <extracomment>experiment exp-model-overfit: refutes</extracomment>
        <translation>损失降到接近零，且复现了该批次的标签。</translation>
    </message>
    <message>
        <source>The TorchScript model (.pt), saved with torch.jit.script so that it can train</source>
        <extracomment>experiment exp-model-overfit: inputs model</extracomment>
        <translation>TorchScript 模型（.pt），用 torch.jit.script 保存以便训练</translation>
    </message>
    <message>
        <source>One to four training images</source>
        <extracomment>experiment exp-model-overfit: inputs image</extracomment>
        <translation>一到四幅训练图像</translation>
    </message>
    <message>
        <source>Their label maps, in the same order</source>
        <extracomment>experiment exp-model-overfit: inputs mask</extracomment>
        <translation>它们的标签图，顺序相同</translation>
    </message>
    <message>
        <source>The training pipeline&apos;s preprocessing spec (.json; optional)</source>
        <extracomment>experiment exp-model-overfit: inputs spec
----------
experiment exp-model-gradients: inputs spec
----------
experiment exp-model-initial-loss: inputs spec</extracomment>
        <translation>训练流程的预处理规范（.json；可选）</translation>
    </message>
    <message>
        <source>Optimiser steps (default 100)</source>
        <extracomment>experiment exp-model-overfit: inputs steps</extracomment>
        <translation>优化器步数（默认 100）</translation>
    </message>
    <message>
        <source>Check the gradient of every parameter</source>
        <extracomment>experiment exp-model-gradients: title</extracomment>
        <translation>检查每个参数的梯度</translation>
    </message>
    <message>
        <source>Runs one forward and backward pass on a training pair and lists, for every parameter, whether it gets a gradient and its norm: parameters without gradient, with zero, non-finite or exploding gradients, frozen parameters, and an output detached from the weights.</source>
        <extracomment>experiment exp-model-gradients: description</extracomment>
        <translation>在一对训练样本上运行一次前向和反向传播，对每个参数列出是否得到梯度及其范数：没有梯度、梯度为零、非有限或爆炸的参数，被冻结的参数，以及与权重分离的输出。</translation>
    </message>
    <message>
        <source>Trainable parameters get no gradient, a zero, non-finite or exploding one, or the output is detached.</source>
        <extracomment>experiment exp-model-gradients: supports</extracomment>
        <translation>可训练参数没有梯度，或梯度为零、非有限或爆炸，或输出被分离。</translation>
    </message>
    <message>
        <source>Every trainable parameter gets a finite, non-zero gradient of ordinary size.</source>
        <extracomment>experiment exp-model-gradients: refutes</extracomment>
        <translation>每个可训练参数都得到有限、非零且大小正常的梯度。</translation>
    </message>
    <message>
        <source>A training image</source>
        <extracomment>experiment exp-model-gradients: inputs image
----------
experiment exp-model-initial-loss: inputs image</extracomment>
        <translation>一幅训练图像</translation>
    </message>
    <message>
        <source>Its label map</source>
        <extracomment>experiment exp-model-gradients: inputs mask
----------
experiment exp-model-initial-loss: inputs mask</extracomment>
        <translation>它的标签图</translation>
    </message>
    <message>
        <source>Compare the untrained model&apos;s loss with ln(C)</source>
        <extracomment>experiment exp-model-initial-loss: title</extracomment>
        <translation>将未训练模型的损失与 ln(C) 比较</translation>
    </message>
    <message>
        <source>Runs the model on a training pair, computes the cross-entropy of its output against the mask, and compares it with ln(C) for C classes and with the entropy of the mask&apos;s class frequencies; also says whether the output already looks like probabilities (an activation the loss applies again).</source>
        <extracomment>experiment exp-model-initial-loss: description</extracomment>
        <translation>在一对训练样本上运行模型，计算其输出相对于掩膜的交叉熵，并与 C 个类别时的 ln(C) 以及掩膜类别频率的熵比较；同时指出输出是否已经像概率（即损失还会再次施加的激活）。</translation>
    </message>
    <message>
        <source>The first loss is far from ln(C) (and from the class-frequency entropy), or the output is already softmax or sigmoid.</source>
        <extracomment>experiment exp-model-initial-loss: supports</extracomment>
        <translation>第一个损失远离 ln(C)（也远离类别频率熵），或输出已经是 softmax 或 sigmoid。</translation>
    </message>
    <message>
        <source>The first loss is close to ln(C) or to the class-frequency entropy, and the output is raw logits.</source>
        <extracomment>experiment exp-model-initial-loss: refutes</extracomment>
        <translation>第一个损失接近 ln(C) 或类别频率熵，且输出是原始 logits。</translation>
    </message>
    <message>
        <source>The TorchScript model (.pt), untrained or freshly initialised</source>
        <extracomment>experiment exp-model-initial-loss: inputs model</extracomment>
        <translation>TorchScript 模型（.pt），未训练或刚初始化</translation>
    </message>
    <message>
        <source>Number of classes C (default: the model&apos;s output channels)</source>
        <extracomment>experiment exp-model-initial-loss: inputs classes</extracomment>
        <translation>类别数 C（默认：模型的输出通道数）</translation>
    </message>
    <message>
        <source>Weights and activations, layer by layer</source>
        <extracomment>experiment exp-model-activations: title</extracomment>
        <translation>逐层查看权重和激活</translation>
    </message>
    <message>
        <source>Runs the model on an input with every submodule&apos;s output recorded: per layer the mean, spread and range of weights and activations, the fraction of dead (always zero) units, activations that grow layer after layer, and the first submodule whose output holds NaN or Inf.</source>
        <extracomment>experiment exp-model-activations: description</extracomment>
        <translation>在记录每个子模块输出的情况下对一个输入运行模型：逐层给出权重和激活的均值、离散度和范围，死亡（恒为零）单元的比例，逐层增长的激活，以及第一个输出含 NaN 或 Inf 的子模块。</translation>
    </message>
    <message>
        <source>A submodule outputs NaN or Inf (the first is named), most units of a layer are dead, or activations explode.</source>
        <extracomment>experiment exp-model-activations: supports</extracomment>
        <translation>某个子模块输出 NaN 或 Inf（指出第一个），某层的大部分单元已死亡，或激活爆炸。</translation>
    </message>
    <message>
        <source>Weights and activations are finite, alive and of stable size through the network.</source>
        <extracomment>experiment exp-model-activations: refutes</extracomment>
        <translation>整个网络中的权重和激活都是有限的、活跃的，且大小稳定。</translation>
    </message>
    <message>
        <source>The preprocessing spec (.json; optional)</source>
        <extracomment>experiment exp-model-activations: inputs spec</extracomment>
        <translation>预处理规范（.json；可选）</translation>
    </message>
    <message>
        <source>Trainable parameters get no gradient or a zero one, or the output is detached from the weights; by hand: weights are identical before and after a step.</source>
        <extracomment>hypothesis wont-train-gradients-not-applied: supports</extracomment>
        <translation>可训练参数没有梯度或梯度为零，或输出与权重分离；手动检查：一步前后权重完全相同。</translation>
    </message>
    <message>
        <source>Layers meant to train are frozen</source>
        <extracomment>hypothesis wont-train-frozen-parameters: title</extracomment>
        <translation>本应训练的层被冻结了</translation>
    </message>
    <message>
        <source>`requires_grad=False` left on after fine-tuning a pretrained backbone, a frozen output layer, or parameters missing from the optimizer&apos;s groups mean part of the network never learns; a frozen output layer alone stops all learning of the classes.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: explanation</extracomment>
        <translation>微调预训练主干后遗留的 `requires_grad=False`、被冻结的输出层，或未加入优化器参数组的参数，意味着网络的一部分永远学不到东西；仅一个被冻结的输出层就会使各类别的学习完全停止。</translation>
    </message>
    <message>
        <source>The output layer is frozen (model.frozen_output_layer), or parameters you meant to train have requires_grad off (model.frozen_parameters).</source>
        <extracomment>hypothesis wont-train-frozen-parameters: supports</extracomment>
        <translation>输出层被冻结（model.frozen_output_layer），或你打算训练的参数关闭了 requires_grad（model.frozen_parameters）。</translation>
    </message>
    <message>
        <source>Every parameter you meant to train has requires_grad on.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: refutes</extracomment>
        <translation>你打算训练的每个参数都开启了 requires_grad。</translation>
    </message>
    <message>
        <source>`print([n for n, p in model.named_parameters() if not p.requires_grad])`</source>
        <extracomment>hypothesis wont-train-frozen-parameters: quick_wins</extracomment>
        <translation>`print([n for n, p in model.named_parameters() if not p.requires_grad])`</translation>
    </message>
    <message>
        <source>After loading pretrained weights, unfreeze with `for p in model.parameters(): p.requires_grad_(True)` and rebuild the optimizer.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: quick_wins</extracomment>
        <translation>加载预训练权重后，用 `for p in model.parameters(): p.requires_grad_(True)` 解冻，并重新构建优化器。</translation>
    </message>
    <message>
        <source>Compare the optimizer&apos;s parameter groups with `model.parameters()`: a parameter missing from both is never updated.</source>
        <extracomment>hypothesis wont-train-frozen-parameters: escalation</extracomment>
        <translation>将优化器的参数组与 `model.parameters()` 比较：两者中都缺少的参数永远不会被更新。</translation>
    </message>
    <message>
        <source>The model and loss cannot fit even one batch</source>
        <extracomment>hypothesis wont-train-cannot-overfit: title</extracomment>
        <translation>模型和损失连一个批次都拟合不了</translation>
    </message>
    <message>
        <source>A network that trains correctly can memorise one small batch in a few dozen steps. If it cannot, the fault is in the code (a detached output, frozen layers, the wrong loss or targets, a learning rate far off), not in the amount or quality of the data.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: explanation</extracomment>
        <translation>能正确训练的网络可以在几十步内记住一个小批次。如果做不到，问题在代码中（输出被分离、层被冻结、损失或目标错误、学习率严重偏离），而不在数据的数量或质量上。</translation>
    </message>
    <message>
        <source>The loss on one batch stays far above zero after the steps (model.cannot_overfit), or the output is detached.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: supports</extracomment>
        <translation>经过这些步骤后单个批次上的损失仍远高于零（model.cannot_overfit），或输出被分离。</translation>
    </message>
    <message>
        <source>The loss on one batch falls near zero: the model and loss can learn, look at the data and the schedule.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: refutes</extracomment>
        <translation>单个批次上的损失降到接近零：模型和损失能够学习，请检查数据和调度。</translation>
    </message>
    <message>
        <source>Train on one batch with augmentation off and a learning rate of 1e-3 (Adam) for 200 steps and plot the loss.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: quick_wins</extracomment>
        <translation>关闭增强，以 1e-3 的学习率（Adam）在一个批次上训练 200 步，并绘制损失曲线。</translation>
    </message>
    <message>
        <source>Remove parts of the model (deep supervision, auxiliary heads) until one batch overfits.</source>
        <extracomment>hypothesis wont-train-cannot-overfit: escalation</extracomment>
        <translation>逐步去掉模型的部分组件（深度监督、辅助头），直到能过拟合一个批次。</translation>
    </message>
    <message>
        <source>Activations die or saturate inside the network</source>
        <extracomment>hypothesis wont-train-dead-activations: title</extracomment>
        <translation>网络内部的激活死亡或饱和</translation>
    </message>
    <message>
        <source>A large learning rate, a bad initialisation or unnormalised inputs push ReLUs to output zero for every input (dead units) or activations to grow layer after layer; the layers behind them then get no useful signal.</source>
        <extracomment>hypothesis wont-train-dead-activations: explanation</extracomment>
        <translation>过大的学习率、糟糕的初始化或未归一化的输入，会使 ReLU 对所有输入都输出零（死亡单元），或使激活逐层增长；其后的层因而得不到有用的信号。</translation>
    </message>
    <message>
        <source>Most units of some layer are dead, or activations grow by orders of magnitude through the network.</source>
        <extracomment>hypothesis wont-train-dead-activations: supports</extracomment>
        <translation>某层的大部分单元已死亡，或激活在网络中增长了几个数量级。</translation>
    </message>
    <message>
        <source>Every layer has live units and activations of stable size.</source>
        <extracomment>hypothesis wont-train-dead-activations: refutes</extracomment>
        <translation>每一层都有活跃单元，且激活大小稳定。</translation>
    </message>
    <message>
        <source>Normalise the inputs and check the initialisation (Kaiming for ReLU).</source>
        <extracomment>hypothesis wont-train-dead-activations: quick_wins</extracomment>
        <translation>对输入做归一化并检查初始化（ReLU 用 Kaiming）。</translation>
    </message>
    <message>
        <source>Use LeakyReLU or lower the learning rate.</source>
        <extracomment>hypothesis wont-train-dead-activations: quick_wins</extracomment>
        <translation>使用 LeakyReLU 或降低学习率。</translation>
    </message>
    <message>
        <source>Log the fraction of zero activations per layer during training.</source>
        <extracomment>hypothesis wont-train-dead-activations: escalation</extracomment>
        <translation>训练期间记录每层零激活的比例。</translation>
    </message>
    <message>
        <source>Gradients of some parameters are non-finite or orders of magnitude above the others on a training batch; by hand: the total gradient norm rises by orders of magnitude in the steps before the NaN.</source>
        <extracomment>hypothesis nan-gradient-explosion: supports</extracomment>
        <translation>在一个训练批次上，某些参数的梯度非有限，或比其他参数高出几个数量级；手动检查：在 NaN 之前的几步中，总梯度范数上升了几个数量级。</translation>
    </message>
    <message>
        <source>The forward pass itself produces NaN or Inf</source>
        <extracomment>hypothesis nan-model-forward: title</extracomment>
        <translation>前向传播本身产生了 NaN 或 Inf</translation>
    </message>
    <message>
        <source>Weights that already hold NaN (saved after a diverged step), an overflow in one layer, or an operation such as log, sqrt or division inside the model make the output non-finite before any loss is computed.</source>
        <extracomment>hypothesis nan-model-forward: explanation</extracomment>
        <translation>已含 NaN 的权重（在发散的一步之后保存）、某一层中的溢出，或模型内部的 log、sqrt 或除法等操作，会在计算任何损失之前就使输出变为非有限值。</translation>
    </message>
    <message>
        <source>Every submodule&apos;s output is finite on the input.</source>
        <extracomment>hypothesis nan-model-forward: refutes</extracomment>
        <translation>在该输入上，每个子模块的输出都是有限的。</translation>
    </message>
    <message>
        <source>Check the weights: `any(not torch.isfinite(p).all() for p in model.parameters())`.</source>
        <extracomment>hypothesis nan-model-forward: quick_wins</extracomment>
        <translation>检查权重：`any(not torch.isfinite(p).all() for p in model.parameters())`。</translation>
    </message>
    <message>
        <source>Run the named submodule alone on its input and look for log, sqrt, division or exp.</source>
        <extracomment>hypothesis nan-model-forward: quick_wins</extracomment>
        <translation>在其输入上单独运行所指的子模块，查找 log、sqrt、除法或 exp。</translation>
    </message>
    <message>
        <source>Reload the last checkpoint before the NaN and compare its weights with the current ones.</source>
        <extracomment>hypothesis nan-model-forward: escalation</extracomment>
        <translation>重新加载 NaN 出现前的最后一个检查点，将其权重与当前权重比较。</translation>
    </message>
    <message>
        <source>My results differ from a previous run</source>
        <extracomment>symptom results-differ-from-previous-run: title</extracomment>
        <translation>我的结果与之前的运行不同</translation>
    </message>
    <message>
        <source>The predictions or scores of a new run (a retrained model, a new version of the pipeline, another machine or library version) differ from those of an earlier run on the same cases, and it is not clear whether that is noise or a bug.</source>
        <extracomment>symptom results-differ-from-previous-run: description</extracomment>
        <translation>新运行（重新训练的模型、新版本的流程、另一台机器或另一库版本）在相同病例上的预测或分数与早先的运行不同，且不清楚这是噪声还是缺陷。</translation>
    </message>
    <message>
        <source>previous run, earlier run, last run, old run, results differ, different results, results changed, scores changed, dice dropped, dice changed, regression, new version, compare runs, run comparison, baseline, retrained, worse than before, differ from before, not the same as before</source>
        <extracomment>symptom results-differ-from-previous-run: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>之前的运行, 上次运行, 旧运行, 结果不同, 结果变了, 分数变了, dice 下降, dice 变了, 退化, 回归, 新版本, 比较运行, 运行比较, 基线, 重新训练, 比以前差, 与以前不同, 和以前不一样</translation>
    </message>
    <message>
        <source>The validation metric improves while the validation loss rises</source>
        <extracomment>symptom metric-improves-loss-rises: title</extracomment>
        <translation>验证指标提升而验证损失上升</translation>
    </message>
    <message>
        <source>Over training, validation Dice (or another metric) keeps improving while the validation loss goes up, so the two disagree about which checkpoint is best.</source>
        <extracomment>symptom metric-improves-loss-rises: description</extracomment>
        <translation>在训练过程中，验证 Dice（或其他指标）持续提升，而验证损失却在上升，两者对哪个检查点最好的判断不一致。</translation>
    </message>
    <message>
        <source>validation loss rises, validation loss increases, val loss rises, val loss increases, val_loss increases, loss goes up, loss increases, dice improves, dice increases, metric improves, loss and metric disagree, loss and dice disagree, overconfident, overconfidence, calibration, best checkpoint, which checkpoint</source>
        <extracomment>symptom metric-improves-loss-rises: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>验证损失上升, 验证损失增加, 损失上升, 损失增加, dice 提升, dice 上升, 指标提升, 损失与指标不一致, 损失和 dice 不一致, 过度自信, 校准, 最佳检查点, 哪个检查点</translation>
    </message>
    <message>
        <source>A change affects a few cases, not all</source>
        <extracomment>hypothesis prev-few-cases-changed: title</extracomment>
        <translation>某个变化只影响少数病例，而非全部</translation>
    </message>
    <message>
        <source>A changed preprocessing step, a data or export bug that hits some inputs (another orientation, spacing or intensity range), or a post-processing step that breaks on some shapes moves a few cases by a large amount while the others agree; the mean then moves although most cases did not.</source>
        <extracomment>hypothesis prev-few-cases-changed: explanation</extracomment>
        <translation>某个被改动的预处理步骤、只影响部分输入（另一种方向、间距或强度范围）的数据或导出缺陷，或在某些形状上出错的后处理步骤，会使少数病例大幅变化而其他病例保持一致；于是即使大多数病例没有变化，均值也会移动。</translation>
    </message>
    <message>
        <source>No case stands out: the difference is spread over all cases, or there is none.</source>
        <extracomment>hypothesis prev-few-cases-changed: refutes</extracomment>
        <translation>没有突出的病例：差异分散在所有病例上，或根本没有差异。</translation>
    </message>
    <message>
        <source>Open the named cases side by side with an unaffected one: image, both predictions and the truth.</source>
        <extracomment>hypothesis prev-few-cases-changed: quick_wins</extracomment>
        <translation>将所列病例与一个未受影响的病例并排打开：图像、两份预测和金标准。</translation>
    </message>
    <message>
        <source>Compare the named cases&apos; inputs (orientation, spacing, intensity range, dtype) with an unaffected case&apos;s.</source>
        <extracomment>hypothesis prev-few-cases-changed: quick_wins</extracomment>
        <translation>将所列病例的输入（方向、间距、强度范围、数据类型）与一个未受影响病例的输入比较。</translation>
    </message>
    <message>
        <source>Diff the two runs&apos; configurations and code versions.</source>
        <extracomment>hypothesis prev-few-cases-changed: quick_wins</extracomment>
        <translation>对比两次运行的配置和代码版本。</translation>
    </message>
    <message>
        <source>Rerun the old and the new pipeline on one named case step by step and compare the intermediate arrays to find the step that changed.</source>
        <extracomment>hypothesis prev-few-cases-changed: escalation</extracomment>
        <translation>在一个所列病例上逐步重新运行旧流程和新流程，比较中间数组，找出发生变化的步骤。</translation>
    </message>
    <message>
        <source>Predictions were saved on another grid or orientation</source>
        <extracomment>hypothesis prev-saved-on-other-grid: title</extracomment>
        <translation>预测被保存在另一个网格或方向上</translation>
    </message>
    <message>
        <source>One run writes its predictions resampled, cropped, transposed or flipped (an array saved under the input&apos;s header after np.flip or a channel-first transpose, the affine of another file), so voxel-wise comparisons against the other run or the truth are meaningless for those cases.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: explanation</extracomment>
        <translation>某次运行写出的预测经过了重采样、裁剪、转置或翻转（在 np.flip 或通道在前的转置之后以输入的头信息保存的数组、另一个文件的仿射矩阵），因此对这些病例而言，与另一次运行或金标准的逐体素比较毫无意义。</translation>
    </message>
    <message>
        <source>Every case&apos;s predictions lie on one grid and no flip or shift is found.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: refutes</extracomment>
        <translation>每个病例的预测都位于同一网格上，且没有发现翻转或平移。</translation>
    </message>
    <message>
        <source>Save predictions with the input&apos;s header only when the array has the input&apos;s orientation and shape (nib.Nifti1Image(pred, img.affine) after undoing every flip and transpose).</source>
        <extracomment>hypothesis prev-saved-on-other-grid: quick_wins</extracomment>
        <translation>只有当数组具有输入的方向和形状时，才以输入的头信息保存预测（在撤销所有翻转和转置之后使用 nib.Nifti1Image(pred, img.affine)）。</translation>
    </message>
    <message>
        <source>Check one named case: `scansleuth-cli check-pair IMAGE PREDICTION`.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: quick_wins</extracomment>
        <translation>检查一个所列病例：`scansleuth-cli check-pair IMAGE PREDICTION`。</translation>
    </message>
    <message>
        <source>Write the prediction through the same reader/writer pair as the input (SimpleITK CopyInformation, nnU-Net&apos;s export) and compare once more.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: escalation</extracomment>
        <translation>通过与输入相同的读取器/写入器组合写出预测（SimpleITK 的 CopyInformation、nnU-Net 的导出），然后再比较一次。</translation>
    </message>
    <message>
        <source>The runs were scored on different cases</source>
        <extracomment>hypothesis prev-different-cases: title</extracomment>
        <translation>两次运行是在不同病例上评分的</translation>
    </message>
    <message>
        <source>A case added, dropped (a failed inference, a crashed array job, a filter) or renamed changes a mean over the test set even when every shared case agrees.</source>
        <extracomment>hypothesis prev-different-cases: explanation</extracomment>
        <translation>增加、丢失（推理失败、数组作业崩溃、被过滤）或重命名了某个病例，即使所有共有病例都一致，也会改变测试集上的均值。</translation>
    </message>
    <message>
        <source>One run lacks cases the other (or the truth) has (compare.unmatched_case lists them).</source>
        <extracomment>hypothesis prev-different-cases: supports</extracomment>
        <translation>一次运行缺少另一次运行（或金标准）中有的病例（compare.unmatched_case 列出了它们）。</translation>
    </message>
    <message>
        <source>Both runs and the truth hold the same cases.</source>
        <extracomment>hypothesis prev-different-cases: refutes</extracomment>
        <translation>两次运行和金标准包含相同的病例。</translation>
    </message>
    <message>
        <source>Score both runs on the cases they share only, and list the others.</source>
        <extracomment>hypothesis prev-different-cases: quick_wins</extracomment>
        <translation>只在两次运行共有的病例上为两者评分，并列出其他病例。</translation>
    </message>
    <message>
        <source>Look in the missing cases&apos; job logs for the failure.</source>
        <extracomment>hypothesis prev-different-cases: quick_wins</extracomment>
        <translation>在缺失病例的作业日志中查找失败原因。</translation>
    </message>
    <message>
        <source>Make the evaluation fail when a case is missing instead of averaging over what is there.</source>
        <extracomment>hypothesis prev-different-cases: escalation</extracomment>
        <translation>让评估在缺少病例时失败，而不是对现有病例求平均。</translation>
    </message>
    <message>
        <source>Class indices were remapped between the runs</source>
        <extracomment>hypothesis prev-label-remap: title</extracomment>
        <translation>两次运行之间类别索引被重映射了</translation>
    </message>
    <message>
        <source>A reordered label table (dataset.json, a class list, a one-hot channel order) or a merged class makes label 3 of one run label 4 of the other: per-label Dice collapses for those labels while the foreground agrees.</source>
        <extracomment>hypothesis prev-label-remap: explanation</extracomment>
        <translation>重新排序的标签表（dataset.json、类别列表、one-hot 通道顺序）或被合并的类别，会让一次运行的标签 3 变成另一次运行的标签 4：这些标签的逐标签 Dice 崩溃，而前景仍然一致。</translation>
    </message>
    <message>
        <source>Every label of each run overlaps the same label of the other run and of the truth.</source>
        <extracomment>hypothesis prev-label-remap: refutes</extracomment>
        <translation>每次运行的每个标签都与另一次运行及金标准的同一标签重叠。</translation>
    </message>
    <message>
        <source>Print both runs&apos; label tables (dataset.json `labels`, the class list in the config) side by side.</source>
        <extracomment>hypothesis prev-label-remap: quick_wins</extracomment>
        <translation>将两次运行的标签表（dataset.json 的 `labels`、配置中的类别列表）并排打印。</translation>
    </message>
    <message>
        <source>Remap one run&apos;s labels with the table and compare again.</source>
        <extracomment>hypothesis prev-label-remap: quick_wins</extracomment>
        <translation>用标签表重映射一次运行的标签后再比较。</translation>
    </message>
    <message>
        <source>Store the label table with every prediction folder and check it before evaluating.</source>
        <extracomment>hypothesis prev-label-remap: escalation</extracomment>
        <translation>在每个预测文件夹中保存标签表，并在评估前检查它。</translation>
    </message>
    <message>
        <source>The predictions are identical: the difference is in the scoring</source>
        <extracomment>hypothesis prev-identical-predictions: title</extracomment>
        <translation>预测完全相同：差异来自评分</translation>
    </message>
    <message>
        <source>When both runs&apos; label maps are equal in every case, the runs did not differ, so the premise of the question is wrong: the numbers that differ come from the evaluation (another script or library version, another truth, other cases, another rule for empty cases, a cached result).</source>
        <extracomment>hypothesis prev-identical-predictions: explanation</extracomment>
        <translation>当两次运行的标签图在每个病例中都相同时，运行本身并无不同，因此问题的前提是错的：不同的数字来自评估（另一个脚本或库版本、另一份金标准、其他病例、对空病例的另一种规则、缓存的结果）。</translation>
    </message>
    <message>
        <source>The label maps of the runs are identical in every case compared (comparison.identical): the predictions did not change.</source>
        <extracomment>hypothesis prev-identical-predictions: supports</extracomment>
        <translation>在比较的每个病例中，各次运行的标签图都完全相同（comparison.identical）：预测没有变化。</translation>
    </message>
    <message>
        <source>The label maps differ in at least one case.</source>
        <extracomment>hypothesis prev-identical-predictions: refutes</extracomment>
        <translation>至少在一个病例中标签图不同。</translation>
    </message>
    <message>
        <source>Run the same evaluation script, version and truth on both prediction folders.</source>
        <extracomment>hypothesis prev-identical-predictions: quick_wins</extracomment>
        <translation>在两个预测文件夹上运行相同的评估脚本、版本和金标准。</translation>
    </message>
    <message>
        <source>Check that both evaluations read the same cases and treat empty cases the same way.</source>
        <extracomment>hypothesis prev-identical-predictions: quick_wins</extracomment>
        <translation>检查两次评估是否读取了相同的病例，并以相同方式处理空病例。</translation>
    </message>
    <message>
        <source>Recompute the metrics with a reference implementation (MONAI, Metrics Reloaded) on both runs.</source>
        <extracomment>hypothesis prev-identical-predictions: escalation</extracomment>
        <translation>用参考实现（MONAI、Metrics Reloaded）在两次运行上重新计算指标。</translation>
    </message>
    <message>
        <source>The model grows overconfident: a few confidently wrong voxels dominate the loss</source>
        <extracomment>hypothesis mlr-overconfidence: title</extracomment>
        <translation>模型变得过度自信：少数高置信度的错误体素主导了损失</translation>
    </message>
    <message>
        <source>Cross-entropy punishes confident mistakes without bound. Trained on, the logits grow: most voxels become more right (the metric improves), but the few that are wrong are wrong with a probability near 1, and their -log p dominates the mean loss. The segmentation is not worse; its probabilities are badly calibrated.</source>
        <extracomment>hypothesis mlr-overconfidence: explanation</extracomment>
        <translation>交叉熵对高置信度错误的惩罚没有上限。继续训练时 logits 会增大：大多数体素变得更准确（指标提升），但少数错误的体素以接近 1 的概率出错，它们的 -log p 主导了平均损失。分割并没有变差；只是其概率校准很差。</translation>
    </message>
    <message>
        <source>The validation loss rises from its minimum while the training loss keeps falling (training.overfitting), and the metric of the later checkpoint is not worse (a run comparison of the two checkpoints against the truth).</source>
        <extracomment>hypothesis mlr-overconfidence: supports</extracomment>
        <translation>验证损失从其最小值开始上升，而训练损失持续下降（training.overfitting），且较晚检查点的指标并没有变差（将两个检查点与金标准做运行比较）。</translation>
    </message>
    <message>
        <source>The log shows no rise of the validation loss (the rise seen was noise or a smoothing artefact).</source>
        <extracomment>hypothesis mlr-overconfidence: refutes</extracomment>
        <translation>日志中验证损失没有上升（看到的上升是噪声或平滑造成的假象）。</translation>
    </message>
    <message>
        <source>Choose the checkpoint by the validation metric, not the loss (e.g. `ModelCheckpoint(monitor=&apos;val_dice&apos;, mode=&apos;max&apos;)`).</source>
        <extracomment>hypothesis mlr-overconfidence: quick_wins</extracomment>
        <translation>按验证指标而不是损失选择检查点（例如 `ModelCheckpoint(monitor=&apos;val_dice&apos;, mode=&apos;max&apos;)`）。</translation>
    </message>
    <message>
        <source>Measure calibration (reliability diagram, expected calibration error on validation voxels); temperature scaling fixes it after training.</source>
        <extracomment>hypothesis mlr-overconfidence: quick_wins</extracomment>
        <translation>测量校准程度（可靠性图、验证体素上的期望校准误差）；训练后用温度缩放即可修正。</translation>
    </message>
    <message>
        <source>Label smoothing (`CrossEntropyLoss(label_smoothing=0.1)`) or weight decay keep the logits bounded.</source>
        <extracomment>hypothesis mlr-overconfidence: quick_wins</extracomment>
        <translation>标签平滑（`CrossEntropyLoss(label_smoothing=0.1)`）或权重衰减可以使 logits 保持有界。</translation>
    </message>
    <message>
        <source>Log the validation loss per case: when a few cases carry the rise, compare the two checkpoints&apos; predictions on them (exp-run-comparison).</source>
        <extracomment>hypothesis mlr-overconfidence: escalation</extracomment>
        <translation>逐病例记录验证损失：如果上升由少数病例造成，比较两个检查点在这些病例上的预测（exp-run-comparison）。</translation>
    </message>
    <message>
        <source>A few validation cases got much worse while most improved</source>
        <extracomment>hypothesis mlr-few-cases: title</extracomment>
        <translation>少数验证病例明显变差，而大多数有所改善</translation>
    </message>
    <message>
        <source>A loss averaged over voxels is dominated by the cases with many wrong voxels; a Dice averaged over cases weighs every case alike. A few large cases that get worse raise the loss while many small ones that improve raise the mean Dice.</source>
        <extracomment>hypothesis mlr-few-cases: explanation</extracomment>
        <translation>按体素平均的损失由错误体素多的病例主导；按病例平均的 Dice 则对每个病例一视同仁。少数变差的大病例会推高损失，而许多改善的小病例会提高平均 Dice。</translation>
    </message>
    <message>
        <source>Compared against the truth, the two checkpoints&apos; predictions differ mostly on a few cases (comparison.systematic_cases names them).</source>
        <extracomment>hypothesis mlr-few-cases: supports</extracomment>
        <translation>与金标准比较时，两个检查点的预测主要在少数病例上不同（comparison.systematic_cases 列出了它们）。</translation>
    </message>
    <message>
        <source>No case stands out: the change is spread over all cases.</source>
        <extracomment>hypothesis mlr-few-cases: refutes</extracomment>
        <translation>没有突出的病例：变化分散在所有病例上。</translation>
    </message>
    <message>
        <source>Look at the named cases: their size, an unusual scanner or protocol, a label error in the truth.</source>
        <extracomment>hypothesis mlr-few-cases: quick_wins</extracomment>
        <translation>查看所列病例：它们的大小、不常见的扫描仪或协议、金标准中的标签错误。</translation>
    </message>
    <message>
        <source>Report the metric per case and its spread, not only the mean; weight or stratify the validation set if the named cases are a group.</source>
        <extracomment>hypothesis mlr-few-cases: escalation</extracomment>
        <translation>报告逐病例的指标及其离散度，而不只是均值；如果所列病例属于同一组，对验证集加权或分层。</translation>
    </message>
    <message>
        <source>The metric and the loss are computed on different things</source>
        <extracomment>hypothesis mlr-different-aggregation: title</extracomment>
        <translation>指标和损失是在不同对象上计算的</translation>
    </message>
    <message>
        <source>Dice is often averaged per case over the foreground labels, after post-processing, on whole volumes; the loss per voxel including background, on patches, with augmentation. Empty cases count as Dice 1 (or are skipped) while the loss counts every voxel. Computed on different things, the two need not move together.</source>
        <extracomment>hypothesis mlr-different-aggregation: explanation</extracomment>
        <translation>Dice 通常是在后处理之后、在整个体积上、对前景标签按病例平均；而损失是在图块上、带增强、对包括背景在内的每个体素计算的。空病例在 Dice 中计为 1（或被跳过），而损失计入每个体素。在不同对象上计算的两者，不一定同向变化。</translation>
    </message>
    <message>
        <source>The loss and the metric are computed on different cases, crops, labels or aggregations, and computed alike they move together.</source>
        <extracomment>hypothesis mlr-different-aggregation: supports</extracomment>
        <translation>损失和指标是在不同的病例、裁剪、标签或汇总方式上计算的，而以相同方式计算时两者同向变化。</translation>
    </message>
    <message>
        <source>Computed the same way on the same cases, the loss still rises while the metric improves.</source>
        <extracomment>hypothesis mlr-different-aggregation: refutes</extracomment>
        <translation>在相同病例上以相同方式计算时，损失仍在上升而指标在提升。</translation>
    </message>
    <message>
        <source>Compute the validation loss and Dice per case on the same whole volumes, without post-processing, for both checkpoints.</source>
        <extracomment>hypothesis mlr-different-aggregation: quick_wins</extracomment>
        <translation>对两个检查点，在相同的整个体积上、不做后处理，按病例计算验证损失和 Dice。</translation>
    </message>
    <message>
        <source>State how empty cases count in the metric and whether the loss includes background.</source>
        <extracomment>hypothesis mlr-different-aggregation: quick_wins</extracomment>
        <translation>说明空病例在指标中如何计入，以及损失是否包含背景。</translation>
    </message>
    <message>
        <source>Log both per case during training, so that the disagreement can be traced to cases.</source>
        <extracomment>hypothesis mlr-different-aggregation: escalation</extracomment>
        <translation>训练期间按病例记录两者，以便把不一致追溯到具体病例。</translation>
    </message>
    <message>
        <source>The metric&apos;s improvement is noise</source>
        <extracomment>hypothesis mlr-improvement-noise: title</extracomment>
        <translation>指标的提升只是噪声</translation>
    </message>
    <message>
        <source>On a small validation set the mean Dice moves by a few hundredths between checkpoints by chance; a &apos;better&apos; metric next to a rising loss may be no improvement at all. A paired test over the cases tells.</source>
        <extracomment>hypothesis mlr-improvement-noise: explanation</extracomment>
        <translation>在小验证集上，平均 Dice 在不同检查点之间会偶然变动百分之几；与上升的损失并存的“更好”的指标可能根本不是改善。跨病例的配对检验可以判断。</translation>
    </message>
    <message>
        <source>The two checkpoints&apos; predictions differ a little in every case and no difference is significant (comparison.within_variance).</source>
        <extracomment>hypothesis mlr-improvement-noise: supports</extracomment>
        <translation>两个检查点的预测在每个病例中都略有不同，且没有显著差异（comparison.within_variance）。</translation>
    </message>
    <message>
        <source>Compare the two checkpoints&apos; predictions with the truth, paired over the cases, before choosing one.</source>
        <extracomment>hypothesis mlr-improvement-noise: quick_wins</extracomment>
        <translation>在选择之前，将两个检查点的预测与金标准比较，按病例配对。</translation>
    </message>
    <message>
        <source>Use a larger validation set or cross-validation folds; report confidence intervals.</source>
        <extracomment>hypothesis mlr-improvement-noise: escalation</extracomment>
        <translation>使用更大的验证集或交叉验证折；报告置信区间。</translation>
    </message>
    <message>
        <source>Compute the loss and the metric on the same cases, the same way</source>
        <extracomment>experiment exp-metric-loss-aggregation: title</extracomment>
        <translation>在相同病例上以相同方式计算损失和指标</translation>
    </message>
    <message>
        <source>For the two checkpoints, compute the validation loss and the metric per case on the same whole volumes, then aggregate both the same ways (per case, per voxel), and see whether they still disagree.</source>
        <extracomment>experiment exp-metric-loss-aggregation: description</extracomment>
        <translation>对两个检查点，在相同的整个体积上按病例计算验证损失和指标，再以相同方式（按病例、按体素）汇总两者，看它们是否仍不一致。</translation>
    </message>
    <message>
        <source>The two were computed on different things, and computed alike they agree.</source>
        <extracomment>experiment exp-metric-loss-aggregation: supports</extracomment>
        <translation>两者是在不同对象上计算的，以相同方式计算时两者一致。</translation>
    </message>
    <message>
        <source>Computed alike on the same cases, they still disagree.</source>
        <extracomment>experiment exp-metric-loss-aggregation: refutes</extracomment>
        <translation>在相同病例上以相同方式计算，两者仍不一致。</translation>
    </message>
    <message>
        <source>The cases that carry most of the loss&apos;s rise</source>
        <extracomment>experiment exp-metric-loss-aggregation: form loss_rise_cases</extracomment>
        <translation>造成损失上升的主要病例</translation>
    </message>
    <message>
        <source>Were the loss and the metric computed on the same cases, crops and labels?</source>
        <extracomment>experiment exp-metric-loss-aggregation: form same_things</extracomment>
        <translation>损失和指标是否在相同的病例、裁剪和标签上计算？</translation>
    </message>
    <message>
        <source>Computed the same way, do they still disagree?</source>
        <extracomment>experiment exp-metric-loss-aggregation: form still_disagree</extracomment>
        <translation>以相同方式计算时，两者是否仍不一致？</translation>
    </message>
    <message>
        <source>Outputs on GPU differ between repeats and agree with deterministic algorithms on (model.nondeterministic_kernel); or two inference reruns&apos; saved predictions differ only at label boundaries (comparison.boundary_only).</source>
        <extracomment>hypothesis nondet-gpu-algorithms: supports</extracomment>
        <translation>GPU 上的输出在各次重复之间不同，而开启确定性算法后一致（model.nondeterministic_kernel）；或两次推理重跑所保存的预测只在标签边界处不同（comparison.boundary_only）。</translation>
    </message>
    <message>
        <source>Per-case differences are small and spread over all cases, and no run is significantly better (comparison.within_variance).</source>
        <extracomment>hypothesis nondet-run-variance: supports</extracomment>
        <translation>逐病例差异很小且分散在所有病例上，没有任何一次运行显著更好（comparison.within_variance）。</translation>
    </message>
    <message>
        <source>A few cases differ by a large amount (comparison.systematic_cases), one run is significantly better, or the runs are identical or differ only at label boundaries.</source>
        <extracomment>hypothesis nondet-run-variance: refutes</extracomment>
        <translation>少数病例差异很大（comparison.systematic_cases）、某次运行显著更好，或各次运行完全相同或只在标签边界处不同。</translation>
    </message>
    <message>
        <source>GPU outputs move close to the CPU&apos;s with TF32 off (model.tf32_sensitivity); or the saved CPU and GPU predictions differ only at label boundaries (comparison.boundary_only), as reduced precision does.</source>
        <extracomment>hypothesis cpugpu-tf32: supports</extracomment>
        <translation>关闭 TF32 后 GPU 输出接近 CPU 输出（model.tf32_sensitivity）；或保存的 CPU 和 GPU 预测只在标签边界处不同（comparison.boundary_only），正如降低精度会造成的那样。</translation>
    </message>
    <message>
        <source>CPU and GPU outputs differ beyond the tolerance with TF32 off and deterministic algorithms on (model.device_mismatch); or the saved CPU and GPU predictions differ only at label boundaries (comparison.boundary_only).</source>
        <extracomment>hypothesis cpugpu-device-difference: supports</extracomment>
        <translation>在关闭 TF32 并开启确定性算法时，CPU 和 GPU 输出的差异超出容差（model.device_mismatch）；或保存的 CPU 和 GPU 预测只在标签边界处不同（comparison.boundary_only）。</translation>
    </message>
    <message>
        <source>The code fills `empty` buffers only partly before reading them; or the saved CPU and GPU predictions differ far from the label boundaries (comparison.beyond_boundary), which rounding cannot do.</source>
        <extracomment>hypothesis cpugpu-uninitialised: supports</extracomment>
        <translation>代码在读取 `empty` 缓冲区之前只填充了其中一部分；或保存的 CPU 和 GPU 预测在远离标签边界处不同（comparison.beyond_boundary），这是舍入做不到的。</translation>
    </message>
    <message>
        <source>Only rounding differs: labels flip where the model is undecided</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: title</extracomment>
        <translation>只有舍入不同：标签在模型犹豫不决处翻转</translation>
    </message>
    <message>
        <source>Another device, library version or precision setting (CPU and GPU, a new PyTorch or cuDNN, TF32) changes the arithmetic in the last bits (summation order, fused kernels). That changes only voxels whose class probabilities are nearly tied, and those lie on the boundaries between labels: the two segmentations differ by at most a voxel or two along the edges, never inside a structure.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: explanation</extracomment>
        <translation>另一个设备、库版本或精度设置（CPU 与 GPU、新的 PyTorch 或 cuDNN、TF32）会改变算术运算的最后几位（求和顺序、融合内核）。这只会改变类别概率几乎持平的体素，而这些体素位于标签之间的边界上：两份分割沿边缘最多相差一两个体素，绝不会在结构内部不同。</translation>
    </message>
    <message>
        <source>Compared as two runs (CPU and GPU, or old and new), the predictions differ only at label boundaries: every label&apos;s Hausdorff distance between them is at most two voxels in every case (comparison.boundary_only).</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: supports</extracomment>
        <translation>作为两次运行（CPU 与 GPU，或旧与新）比较时，预测只在标签边界处不同：在每个病例中，两者之间每个标签的 Hausdorff 距离都不超过两个体素（comparison.boundary_only）。</translation>
    </message>
    <message>
        <source>They differ inside structures or far from any boundary (comparison.beyond_boundary), or they are identical.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: refutes</extracomment>
        <translation>两者在结构内部或远离任何边界处不同（comparison.beyond_boundary），或完全相同。</translation>
    </message>
    <message>
        <source>Evaluate on one device, and report that the other differs at boundaries only.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: quick_wins</extracomment>
        <translation>在一个设备上评估，并报告另一个设备只在边界处不同。</translation>
    </message>
    <message>
        <source>Compare the probabilities: the voxels that flip should have nearly tied classes.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: quick_wins</extracomment>
        <translation>比较概率：发生翻转的体素应当是类别几乎持平的体素。</translation>
    </message>
    <message>
        <source>If even boundary flips matter (volumes at the edge of a threshold), run in float64 on the CPU to see which device is closer.</source>
        <extracomment>hypothesis cpugpu-rounding-at-boundaries: escalation</extracomment>
        <translation>如果连边界处的翻转都很重要（体积恰在阈值边缘），在 CPU 上以 float64 运行，看哪个设备更接近。</translation>
    </message>
    <message>
        <source>The CPU and GPU paths do different things (a bug, not rounding)</source>
        <extracomment>hypothesis cpugpu-path-bug: title</extracomment>
        <translation>CPU 和 GPU 路径做了不同的事（是缺陷，不是舍入）</translation>
    </message>
    <message>
        <source>A device-specific branch (another preprocessing on the GPU path, a cached or half-precision input, a tensor moved before a transform instead of after), uninitialised memory or a race reads other data on one device. Differences then appear inside structures and far from boundaries, which rounding cannot produce.</source>
        <extracomment>hypothesis cpugpu-path-bug: explanation</extracomment>
        <translation>某个设备专用的分支（GPU 路径上另一种预处理、缓存的或半精度的输入、张量在变换之前而不是之后被移动）、未初始化的内存或竞争条件，会在一个设备上读取到其他数据。于是差异出现在结构内部和远离边界处，这是舍入无法产生的。</translation>
    </message>
    <message>
        <source>The CPU and GPU predictions differ far from the label boundaries (comparison.beyond_boundary), lie on different grids (compare.geometry_mismatch), or use different class indices (comparison.label_swap).</source>
        <extracomment>hypothesis cpugpu-path-bug: supports</extracomment>
        <translation>CPU 和 GPU 的预测在远离标签边界处不同（comparison.beyond_boundary）、位于不同的网格上（compare.geometry_mismatch），或使用了不同的类别索引（comparison.label_swap）。</translation>
    </message>
    <message>
        <source>They differ only at label boundaries (comparison.boundary_only) or are identical.</source>
        <extracomment>hypothesis cpugpu-path-bug: refutes</extracomment>
        <translation>两者只在标签边界处不同（comparison.boundary_only），或完全相同。</translation>
    </message>
    <message>
        <source>Save the network&apos;s input tensor on both devices and compare them: a preprocessing difference shows before the model.</source>
        <extracomment>hypothesis cpugpu-path-bug: quick_wins</extracomment>
        <translation>在两个设备上保存网络的输入张量并进行比较：预处理上的差异在模型之前就会显现。</translation>
    </message>
    <message>
        <source>Open the case the comparison names and look where the two predictions differ.</source>
        <extracomment>hypothesis cpugpu-path-bug: quick_wins</extracomment>
        <translation>打开比较所指的病例，查看两份预测在何处不同。</translation>
    </message>
    <message>
        <source>Compare each layer&apos;s output on both devices (forward hooks) on that case to find the first one that differs beyond rounding.</source>
        <extracomment>hypothesis cpugpu-path-bug: escalation</extracomment>
        <translation>在该病例上比较两个设备上每一层的输出（前向钩子），找出第一个差异超出舍入的层。</translation>
    </message>
    <message>
        <source>Matches the cases of two or more sets of predictions (two training runs, two versions of a pipeline, two checkpoints, or the same model on CPU and on GPU) by file name, checks that each case&apos;s files lie on one grid before any number, measures every case and label (Dice, HD95, volume) between the runs and, with ground truth, against it, tests whether one run is really better than the other (paired over the cases), and names the cases that carry the difference. Pictures of the three cases that differ most show where.</source>
        <extracomment>experiment exp-run-comparison: description</extracomment>
        <translation>按文件名匹配两组或多组预测（两次训练运行、流程的两个版本、两个检查点，或同一模型在 CPU 和 GPU 上的结果）中的病例，在计算任何数字之前检查每个病例的文件是否位于同一网格上，测量各运行之间（有金标准时也相对于金标准）每个病例和标签的差异（Dice、HD95、体积），检验一次运行是否确实优于另一次（按病例配对），并指出造成差异的病例。差异最大的三个病例的图片显示差异所在。</translation>
    </message>
    <message>
        <source>The runs differ in a way that points at a cause: a few cases far beyond the rest (comparison.systematic_cases), a prediction on another grid or flipped (compare.geometry_mismatch and the geometry findings), swapped class indices (comparison.label_swap), differences away from the boundaries (comparison.beyond_boundary), or cases that one run lacks (compare.unmatched_case).</source>
        <extracomment>experiment exp-run-comparison: supports</extracomment>
        <translation>各次运行的差异指向某个原因：少数病例远超其余病例（comparison.systematic_cases）、预测位于另一网格上或被翻转（compare.geometry_mismatch 及几何发现）、类别索引被交换（comparison.label_swap）、远离边界处的差异（comparison.beyond_boundary），或某次运行缺少的病例（compare.unmatched_case）。</translation>
    </message>
    <message>
        <source>The runs are identical (comparison.identical), differ only at label boundaries (comparison.boundary_only), or differ a little in every case, no more than run-to-run variance (comparison.within_variance).</source>
        <extracomment>experiment exp-run-comparison: refutes</extracomment>
        <translation>各次运行完全相同（comparison.identical）、只在标签边界处不同（comparison.boundary_only），或在每个病例中都略有不同但不超过运行间方差（comparison.within_variance）。</translation>
    </message>
    <message>
        <source>The runs&apos; predictions: a folder or CSV list per run, as NAME=PATH (two or more, separated by &apos;;&apos;)</source>
        <extracomment>experiment exp-run-comparison: inputs runs</extracomment>
        <translation>各次运行的预测：每次运行一个文件夹或 CSV 列表，格式为 NAME=PATH（两个或更多，以“;”分隔）</translation>
    </message>
    <message>
        <source>Ground truth masks (folder or CSV list; optional)</source>
        <extracomment>experiment exp-run-comparison: inputs truth</extracomment>
        <translation>金标准掩膜（文件夹或 CSV 列表；可选）</translation>
    </message>
    <message>
        <source>The images, for the pictures of the worst cases (folder or CSV list; optional)</source>
        <extracomment>experiment exp-run-comparison: inputs images</extracomment>
        <translation>用于最差病例图片的图像（文件夹或 CSV 列表；可选）</translation>
    </message>
    <message>
        <source>Label names (ITK-SNAP label description file; optional)</source>
        <extracomment>experiment exp-run-comparison: inputs labels</extracomment>
        <translation>标签名称（ITK-SNAP 标签描述文件；可选）</translation>
    </message>
    <message>
        <source>A few cases carry most of the difference between the runs (comparison.systematic_cases names them), or a run&apos;s failed cases (missing, unreadable, misplaced) change the verdict over all cases (comparison.failures_change_verdict).</source>
        <extracomment>hypothesis prev-few-cases-changed: supports</extracomment>
        <translation>少数病例造成了运行之间的大部分差异（comparison.systematic_cases 列出了它们），或某次运行的失败病例（缺失、无法读取、错位）改变了对全部病例的结论（comparison.failures_change_verdict）。</translation>
    </message>
    <message>
        <source>Some predictions are not on the truth&apos;s (or the other run&apos;s) grid (compare.geometry_mismatch), or are on it but the content forensics name a mirror, transpose, in-plane turn or shift of their array, possibly with paired labels exchanged (compare.geometry_mismatch: &quot;mirrored left-right (x), with labels 1 and 2 swapped&quot;), or check-pair names a flip, transpose or shift of their labels on another grid (geometry.axis_flip, geometry.axes_transposed, geometry.origin_offset...), or their headers make another tool place them apart (compare.header_differs). A case the content forensics call inconclusive (compare.content_inconclusive) is a bad prediction, not evidence for this.</source>
        <extracomment>hypothesis prev-saved-on-other-grid: supports</extracomment>
        <translation>部分预测不在金标准（或另一次运行）的网格上（compare.geometry_mismatch），或虽在该网格上但内容取证指出其数组发生了镜像、转置、平面内旋转或平移，可能伴有成对标签的互换（compare.geometry_mismatch：“左右镜像 (x)，标签 1 和 2 互换”），或 check-pair 指出其标签在另一网格上发生了翻转、转置或平移（geometry.axis_flip、geometry.axes_transposed、geometry.origin_offset...），或它们的头信息使另一个工具把它们放在不同位置（compare.header_differs）。内容取证判定为无定论的病例（compare.content_inconclusive）只是一个糟糕的预测，不能作为此假设的证据。</translation>
    </message>
    <message>
        <source>A label of one run is mostly another label of the other run or of the truth (comparison.label_swap), or a relabelling alone explains a case better than every mirror, turn or shift (compare.labels_remapped). A mirrored case whose left/right labels are exchanged is a mirror (compare.geometry_mismatch), not this.</source>
        <extracomment>hypothesis prev-label-remap: supports</extracomment>
        <translation>一次运行的某个标签大部分是另一次运行或金标准中的另一个标签（comparison.label_swap），或仅靠重新标注就能比任何镜像、旋转或平移更好地解释某个病例（compare.labels_remapped）。左右标签互换的镜像病例属于镜像（compare.geometry_mismatch），不属于此情况。</translation>
    </message>
    <message>
        <source>One checkpoint is significantly better over all cases, its failures scored as the worst value (comparison.significant_difference), or a few cases carry the difference (comparison.systematic_cases). A checkpoint that is better only on the comparable cases while it failed others (comparison.failures_change_verdict, comparison.run_failures) is not better: fix its failed cases first.</source>
        <extracomment>hypothesis mlr-improvement-noise: refutes</extracomment>
        <translation>在所有病例上（其失败病例按最差值计分），某个检查点显著更好（comparison.significant_difference），或少数病例造成了差异（comparison.systematic_cases）。只在可比病例上更好、却在其他病例上失败的检查点（comparison.failures_change_verdict、comparison.run_failures）并不更好：请先修复其失败的病例。</translation>
    </message>
    <message>
        <source>too good, too good to be true, suspicious, suspiciously high, perfect, 0.99, auc, leakage, data leakage, data leak, leak, leaked, test set, test score, same patient, patient overlap, duplicate, duplicates, near duplicate, split, better than expected, higher than expected, much higher than expected, better than published, overlap</source>
        <extracomment>symptom test-score-too-good: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>好得不真实, 好得令人难以置信, 可疑, 高得可疑, 完美, 泄漏, 数据泄漏, 泄露, 数据泄露, 测试集, 测试分数, 同一患者, 患者重叠, 重复, 近似重复, 划分, 数据集划分, 好于预期, 高于预期, 远高于预期, 优于已发表结果, 重叠</translation>
    </message>
    <message>
        <source>Excellent metrics on the test set, fails on new data</source>
        <extracomment>symptom train-test-gap: title</extracomment>
        <translation>测试集上指标优秀，在新数据上却失败</translation>
    </message>
    <message>
        <source>The model scores well on its own validation and test splits but much worse on new data: in production, at another hospital, on another scanner or protocol, or through the deployed pipeline.</source>
        <extracomment>symptom train-test-gap: description</extracomment>
        <translation>模型在其自身的验证和测试划分上得分很高，但在新数据上差得多：在生产环境中、在另一家医院、在另一台扫描仪或另一种协议上，或通过部署的流程时。</translation>
    </message>
    <message>
        <source>production, in production, fails in production, fails on new data, excellent metrics, great validation score, validation score, good validation, external validation, external test, test set, good on test, deployment, deployed, real world, new data, new site, another hospital, external, generalise, generalize, drop, worse, gap, domain shift, scanner, protocol, inference pipeline, 0.7</source>
        <extracomment>symptom train-test-gap: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>生产, 生产环境, 上线, 生产中失败, 新数据上失败, 指标优秀, 验证分数很高, 验证分数, 外部验证, 外部测试, 测试集, 测试集上很好, 部署, 已部署, 真实世界, 新数据, 新站点, 另一家医院, 外部, 泛化, 下降, 变差, 差距, 域偏移, 域迁移, 扫描仪, 协议, 推理流程</translation>
    </message>
    <message>
        <source>Splitting by image, slice or study instead of by patient puts several scans (follow-ups, other sequences, adjacent slices) of one patient on both sides, and re-anonymisation gives one patient a new PatientID in every export, so a split by ID alone does not prevent it. The model recognises the patient, not the disease.</source>
        <extracomment>hypothesis leak-patient-overlap: explanation</extracomment>
        <translation>按图像、切片或检查而不是按患者划分，会把同一患者的多次扫描（随访、其他序列、相邻切片）放到划分的两侧；而重新匿名化会在每次导出时给同一患者一个新的 PatientID，因此仅按 ID 划分并不能避免这一点。模型识别的是患者，而不是疾病。</translation>
    </message>
    <message>
        <source>The audit finds one patient on both sides of a split: the same PatientID or CSV patient (leakage.patient_overlap), the same study, series, instance or frame of reference UID or accession number (leakage.study_overlap), the same normalised name, birth date and sex under different IDs (leakage.fuzzy_identity), one patient&apos;s cases or one volume&apos;s slices or patches spread over splits (leakage.split_level), time points of one 4D acquisition (an fMRI or diffusion run saved one 3D file per volume) on both sides (leakage.same_acquisition), or the same image copied (leakage.duplicate_volume, leakage.near_duplicate).</source>
        <extracomment>hypothesis leak-patient-overlap: supports</extracomment>
        <translation>审计发现同一患者出现在某个划分的两侧：相同的 PatientID 或 CSV 中的患者（leakage.patient_overlap），相同的检查、序列、实例或参考坐标系 UID 或检查号（leakage.study_overlap），不同 ID 下相同的规范化姓名、出生日期和性别（leakage.fuzzy_identity），一名患者的病例或一个体积的切片或图块分散在多个划分中（leakage.split_level），一次 4D 采集的各个时间点（每个体积保存为一个 3D 文件的 fMRI 或弥散序列）出现在两侧（leakage.same_acquisition），或同一图像被复制（leakage.duplicate_volume、leakage.near_duplicate）。</translation>
    </message>
    <message>
        <source>A completed audit in which every volume has a patient identity (DICOM tags, the DICOM series beside a NIfTI, or a CSV patient column) finds no shared patient, study or image (audit.clean_splits). When some volumes have no identity the audit reports leakage.inconclusive and cannot rule it out: give it a CSV with a patient column.</source>
        <extracomment>hypothesis leak-patient-overlap: refutes</extracomment>
        <translation>在每个体积都有患者身份信息（DICOM 标签、NIfTI 旁的 DICOM 序列，或 CSV 的患者列）的完整审计中，没有发现共享的患者、检查或图像（audit.clean_splits）。当部分体积没有身份信息时，审计报告 leakage.inconclusive，无法排除泄漏：请给它一个带患者列的 CSV。</translation>
    </message>
    <message>
        <source>Split by patient, never by image, slice or study: `GroupShuffleSplit(n_splits=1, test_size=0.2).split(X, groups=patient_ids)` for one split, `GroupKFold` or `StratifiedGroupKFold` for cross-validation.</source>
        <extracomment>hypothesis leak-patient-overlap: quick_wins</extracomment>
        <translation>按患者划分，绝不按图像、切片或检查划分：单次划分用 `GroupShuffleSplit(n_splits=1, test_size=0.2).split(X, groups=patient_ids)`，交叉验证用 `GroupKFold` 或 `StratifiedGroupKFold`。</translation>
    </message>
    <message>
        <source>Build the patient key before splitting from what survives re-anonymisation: PatientID, and the normalised name with birth date and sex; merge keys that share a StudyInstanceUID.</source>
        <extracomment>hypothesis leak-patient-overlap: quick_wins</extracomment>
        <translation>在划分之前，用重新匿名化后仍保留的信息构建患者键：PatientID，以及规范化姓名加出生日期和性别；合并共享 StudyInstanceUID 的键。</translation>
    </message>
    <message>
        <source>Remove the overlapping patients from the test set (or move them into training) and report the metric again, next to the old one.</source>
        <extracomment>hypothesis leak-patient-overlap: quick_wins</extracomment>
        <translation>从测试集中去掉重叠的患者（或将其移入训练集），重新报告指标，并与旧指标并列。</translation>
    </message>
    <message>
        <source>Where IDs are pseudonymised per export, ask the data provider for the pseudonymisation map, or group by image fingerprints and acquisition dates.</source>
        <extracomment>hypothesis leak-patient-overlap: escalation</extracomment>
        <translation>如果 ID 在每次导出时都被假名化，向数据提供方索取假名化映射表，或按图像指纹和采集日期分组。</translation>
    </message>
    <message>
        <source>Freeze the split as a versioned file of patient IDs (nnU-Net&apos;s splits_final.json) and assert in the training script that no patient is on both sides.</source>
        <extracomment>hypothesis leak-patient-overlap: escalation</extracomment>
        <translation>将划分固定为一个带版本的患者 ID 文件（nnU-Net 的 splits_final.json），并在训练脚本中断言没有患者同时位于两侧。</translation>
    </message>
    <message>
        <source>When you add a public dataset to your training data, check that the public test set you report on is not part of it.</source>
        <extracomment>hypothesis leak-patient-overlap: escalation</extracomment>
        <translation>在把公开数据集加入训练数据时，检查你报告结果所用的公开测试集不在其中。</translation>
    </message>
    <message>
        <source>A path or variable mix-up evaluates on the training or validation set, a &apos;test&apos; folder was filled with copies of training images, or the test set was used for early stopping, threshold tuning or model selection.</source>
        <extracomment>hypothesis leak-metric-wrong-split: explanation</extracomment>
        <translation>路径或变量混淆导致在训练集或验证集上评估，“test”文件夹中装的是训练图像的副本，或测试集被用于早停、阈值调节或模型选择。</translation>
    </message>
    <message>
        <source>The case IDs the metric was computed on intersect the training or validation IDs, the test set influenced a choice, or the dataset audit finds that most of one split is a copy of another (leakage.split_copy).</source>
        <extracomment>hypothesis leak-metric-wrong-split: supports</extracomment>
        <translation>计算指标所用的病例 ID 与训练或验证 ID 有交集，测试集影响了某个选择，或数据集审计发现一个划分的大部分是另一个划分的副本（leakage.split_copy）。</translation>
    </message>
    <message>
        <source>The evaluated IDs are exactly the test IDs, and nothing was tuned on them. The dataset audit cannot refute it: it reads the folders you name as splits, not the files the evaluation script opened.</source>
        <extracomment>hypothesis leak-metric-wrong-split: refutes</extracomment>
        <translation>被评估的 ID 恰好就是测试 ID，且没有在它们上面做任何调节。数据集审计无法反驳此假设：它读取的是你指定为划分的文件夹，而不是评估脚本实际打开的文件。</translation>
    </message>
    <message>
        <source>Audit the files the evaluation actually read against the training split: `scansleuth-cli audit --split train=TRAIN --split evaluated=EVALUATED_FILES`.</source>
        <extracomment>hypothesis leak-metric-wrong-split: quick_wins</extracomment>
        <translation>将评估实际读取的文件与训练划分进行审计：`scansleuth-cli audit --split train=TRAIN --split evaluated=EVALUATED_FILES`。</translation>
    </message>
    <message>
        <source>The same volume exported twice (NIfTI and DICOM, different names, recompressed), resampled or cropped copies made for another experiment, or augmented copies saved to disk before splitting end up in both sets.</source>
        <extracomment>hypothesis leak-duplicate-volumes: explanation</extracomment>
        <translation>同一体积被导出两次（NIfTI 和 DICOM、不同名称、重新压缩）、为另一个实验制作的重采样或裁剪副本，或在划分前保存到磁盘的增强副本，最终同时出现在两个集合中。</translation>
    </message>
    <message>
        <source>The audit finds the same decoded voxels in two splits, whatever the file format (leakage.duplicate_volume), a resampled, cropped, flipped or rescaled copy with its similarity (leakage.near_duplicate), or most of one split copying another (leakage.split_copy).</source>
        <extracomment>hypothesis leak-duplicate-volumes: supports</extracomment>
        <translation>审计在两个划分中发现相同的解码体素，无论文件格式如何（leakage.duplicate_volume），发现重采样、裁剪、翻转或重新缩放的副本及其相似度（leakage.near_duplicate），或发现一个划分的大部分复制自另一个划分（leakage.split_copy）。</translation>
    </message>
    <message>
        <source>A completed audit finds no exact or near-duplicate volume across the splits.</source>
        <extracomment>hypothesis leak-duplicate-volumes: refutes</extracomment>
        <translation>完整的审计在各划分之间没有发现完全相同或近似重复的体积。</translation>
    </message>
    <message>
        <source>Deduplicate by content before splitting: hash the decoded voxels, not the file bytes (`hashlib.sha256(np.ascontiguousarray(sitk.GetArrayFromImage(img)).tobytes())`), and keep one case per hash.</source>
        <extracomment>hypothesis leak-duplicate-volumes: quick_wins</extracomment>
        <translation>在划分前按内容去重：对解码后的体素而不是文件字节求哈希（`hashlib.sha256(np.ascontiguousarray(sitk.GetArrayFromImage(img)).tobytes())`），每个哈希只保留一个病例。</translation>
    </message>
    <message>
        <source>Split first, then augment, and write augmented copies only into the training folder.</source>
        <extracomment>hypothesis leak-duplicate-volumes: quick_wins</extracomment>
        <translation>先划分再增强，并且只把增强副本写入训练文件夹。</translation>
    </message>
    <message>
        <source>Look at each suspected pair side by side before removing it, then trace where the copies came from (two exports of one PACS query, a converted and an original folder) and remove the duplicate source from the pipeline.</source>
        <extracomment>hypothesis leak-duplicate-volumes: escalation</extracomment>
        <translation>在删除之前并排查看每个可疑配对，然后追溯副本的来源（同一次 PACS 查询的两次导出、一个转换后的文件夹和一个原始文件夹），并从流程中去掉重复的来源。</translation>
    </message>
    <message>
        <source>For copies that were resampled, cropped or re-windowed, compare perceptual fingerprints or embeddings of a pretrained encoder (the audit&apos;s near-duplicate search, with --embedding-model).</source>
        <extracomment>hypothesis leak-duplicate-volumes: escalation</extracomment>
        <translation>对于经过重采样、裁剪或重新调窗的副本，比较感知指纹或预训练编码器的嵌入（审计的近似重复搜索，配合 --embedding-model）。</translation>
    </message>
    <message>
        <source>A fit (scaler, selector, sampler) runs before the split, or the dataset audit finds the test split normalised with statistics of its own (dataset.normalisation_fitted_on_test).</source>
        <extracomment>hypothesis leak-preprocessing-fit-on-all: supports</extracomment>
        <translation>某个拟合（缩放器、选择器、采样器）在划分之前运行，或数据集审计发现测试划分是用其自身的统计量归一化的（dataset.normalisation_fitted_on_test）。</translation>
    </message>
    <message>
        <source>The model predicts differently on one case preprocessed the training way and the inference way (or on the two tensors the pipelines saved), and swapping one step names the difference; or the dataset audit, given training data and the new data as splits, shows a different intensity domain, spacing, orientation, data type or rescale.</source>
        <extracomment>hypothesis gap-preprocessing-mismatch: supports</extracomment>
        <translation>模型在以训练方式和推理方式预处理的同一病例上（或在两条流程保存的两个张量上）预测不同，且交换某一步骤即可指明差异；或者将训练数据和新数据作为划分交给数据集审计，显示出不同的强度域、间距、方向、数据类型或重缩放。</translation>
    </message>
    <message>
        <source>Train and test were preprocessed differently</source>
        <extracomment>hypothesis prep-splits-differ: title</extracomment>
        <translation>训练集和测试集的预处理方式不同</translation>
    </message>
    <message>
        <source>The splits went through different pipelines: one is stored in Hounsfield units and the other scaled to [0, 1] or z-scored, resampled to another spacing, reoriented, cast to another type or rescaled, or the test set was normalised with statistics of its own. The model then sees inputs it never trained on (a poor score), or test information leaks into the preprocessing (an optimistic one).</source>
        <extracomment>hypothesis prep-splits-differ: explanation</extracomment>
        <translation>各划分经过了不同的流程：一个以 Hounsfield 单位存储，另一个被缩放到 [0, 1] 或做了 z-score，被重采样到另一间距、被重新定向、被转换为另一类型或被重缩放，或者测试集是用其自身的统计量归一化的。于是模型看到的是从未训练过的输入（分数很差），或测试信息泄漏进了预处理（分数过于乐观）。</translation>
    </message>
    <message>
        <source>The audit flags a parity difference between the splits with its effect size and distance: the intensity domain or distribution (dataset.intensity_mismatch, naming HU, [0, 1] or z-score and the cases that differ), spacing, dims, orientation, data type or rescale (dataset.spacing_mismatch, dataset.dims_mismatch, dataset.orientation_mismatch, dataset.dtype_mismatch, dataset.rescale_mismatch), Philips precise floating-point values against display values (dataset.philips_scaling_mismatch, a factor of about 1e5: dcm2niix -p y against -p n), a split normalised with its own statistics (dataset.normalisation_fitted_on_test), or splits that disagree with the training fingerprint given (dataset.reference_mismatch).</source>
        <extracomment>hypothesis prep-splits-differ: supports</extracomment>
        <translation>审计标记出各划分之间的一致性差异，并给出效应量和距离：强度域或分布（dataset.intensity_mismatch，指出 HU、[0, 1] 或 z-score 以及不同的病例）、间距、维度、方向、数据类型或重缩放（dataset.spacing_mismatch、dataset.dims_mismatch、dataset.orientation_mismatch、dataset.dtype_mismatch、dataset.rescale_mismatch），Philips 精确浮点值与显示值之别（dataset.philips_scaling_mismatch，相差约 1e5 倍：dcm2niix -p y 与 -p n），用自身统计量归一化的划分（dataset.normalisation_fitted_on_test），或与给定训练指纹不一致的划分（dataset.reference_mismatch）。</translation>
    </message>
    <message>
        <source>A completed audit flags no parity difference: every per-volume feature within the thresholds (|Cohen&apos;s d| below 0.8 or KS p at least 0.01, and KS D below 0.5), and orientation, data type, rescale and value domain agree. It speaks for the files audited: audit the files the model reads (the preprocessed arrays) to clear the pipeline too.</source>
        <extracomment>hypothesis prep-splits-differ: refutes</extracomment>
        <translation>完整的审计没有标记出任何一致性差异：每个逐体积特征都在阈值之内（|Cohen&apos;s d| 低于 0.8 或 KS p 不低于 0.01，且 KS D 低于 0.5），方向、数据类型、重缩放和取值域一致。这只对被审计的文件成立：如要同时排除流程的问题，请审计模型实际读取的文件（预处理后的数组）。</translation>
    </message>
    <message>
        <source>Run one preprocessing function for every split and for inference (one MONAI `Compose`, or nnU-Net&apos;s own preprocessing), and save its parameters with the model.</source>
        <extracomment>hypothesis prep-splits-differ: quick_wins</extracomment>
        <translation>所有划分和推理都使用同一个预处理函数（一个 MONAI `Compose`，或 nnU-Net 自带的预处理），并将其参数与模型一同保存。</translation>
    </message>
    <message>
        <source>Fit the normalisation on the training split only: compute mean and std (for CT, nnU-Net&apos;s CTNormalization clips to the foreground&apos;s 0.5 and 99.5 percentiles first) on train, store them, and apply the stored values to validation, test and production.</source>
        <extracomment>hypothesis prep-splits-differ: quick_wins</extracomment>
        <translation>只在训练划分上拟合归一化：在训练集上计算均值和标准差（对 CT，nnU-Net 的 CTNormalization 会先截断到前景的 0.5 和 99.5 百分位），保存下来，再将保存的值应用于验证、测试和生产数据。</translation>
    </message>
    <message>
        <source>Resample every split to the training target spacing with the same interpolation (`Spacingd(pixdim=..., mode=(&apos;bilinear&apos;, &apos;nearest&apos;))`) and reorient to one code (`Orientationd(axcodes=&apos;RAS&apos;)`).</source>
        <extracomment>hypothesis prep-splits-differ: quick_wins</extracomment>
        <translation>以相同的插值将每个划分重采样到训练目标间距（`Spacingd(pixdim=..., mode=(&apos;bilinear&apos;, &apos;nearest&apos;))`），并重新定向到统一的方向代码（`Orientationd(axcodes=&apos;RAS&apos;)`）。</translation>
    </message>
    <message>
        <source>Compare nnU-Net&apos;s dataset_fingerprint.json and plans of training with the new data (give them to the audit as the training fingerprint): spacing medians and foreground intensity percentiles must agree.</source>
        <extracomment>hypothesis prep-splits-differ: escalation</extracomment>
        <translation>将训练时 nnU-Net 的 dataset_fingerprint.json 和 plans 与新数据比较（把它们作为训练指纹交给审计）：间距中位数和前景强度百分位必须一致。</translation>
    </message>
    <message>
        <source>Save one preprocessed tensor of each split and compare histogram, spacing and dtype; then run the model-parity experiment on one raw case through both pipelines to find the step that differs.</source>
        <extracomment>hypothesis prep-splits-differ: escalation</extracomment>
        <translation>保存每个划分的一个预处理后张量，比较直方图、间距和 dtype；然后在一个原始病例上通过两条流程运行模型一致性实验，找出不同的步骤。</translation>
    </message>
    <message>
        <source>Scores differ strongly by site, scanner or protocol, and the poor group is absent or rare in training; or the dataset audit finds that modality, manufacturer, scanner model, kernel, field strength or protocol differ between the training data and the new data (dataset.acquisition_mismatch).</source>
        <extracomment>hypothesis gap-domain-shift: supports</extracomment>
        <translation>分数在不同站点、扫描仪或协议之间差异很大，且表现差的组在训练中缺失或罕见；或数据集审计发现训练数据与新数据在模态、制造商、扫描仪型号、重建核、场强或协议上不同（dataset.acquisition_mismatch）。</translation>
    </message>
    <message>
        <source>Scores are similar across sites and scanners. The audit cannot refute it: files without DICOM tags carry no acquisition facts, and a new population can shift without a new scanner.</source>
        <extracomment>hypothesis gap-domain-shift: refutes</extracomment>
        <translation>各站点和扫描仪的分数相近。审计无法反驳此假设：没有 DICOM 标签的文件不含采集信息，而且即使没有新扫描仪，新的人群也可能带来偏移。</translation>
    </message>
    <message>
        <source>Audit the training data against the new data as two splits: it compares scanner, protocol and modality tags and the intensity and spacing distributions.</source>
        <extracomment>hypothesis gap-domain-shift: quick_wins</extracomment>
        <translation>将训练数据和新数据作为两个划分进行审计：它会比较扫描仪、协议和模态标签，以及强度和间距的分布。</translation>
    </message>
    <message>
        <source>A submodule that reads its training flag (dropout, batch norm) is in training mode, and repeated runs on one input disagree; or the model was traced in training mode: its graph has the training flag fixed to True (dropout always on; batch norm with each batch&apos;s statistics, so the same patch alone and inside a batch gives other outputs).</source>
        <extracomment>hypothesis gap-model-in-train-mode: supports</extracomment>
        <translation>某个读取自身 training 标志的子模块（dropout、batch norm）处于训练模式，且对同一输入的重复运行结果不一致；或模型是在训练模式下 trace 的：其计算图中 training 标志被固定为 True（dropout 始终开启；batch norm 使用每个批次的统计量，因此同一图块单独输入与在批次中输入得到的输出不同）。</translation>
    </message>
    <message>
        <source>Every module is in eval mode, no graph node has its training flag fixed to True, and repeated runs agree.</source>
        <extracomment>hypothesis gap-model-in-train-mode: refutes</extracomment>
        <translation>每个模块都处于 eval 模式，没有计算图节点的 training 标志被固定为 True，且重复运行结果一致。</translation>
    </message>
    <message>
        <source>A model traced in training mode: export again after model.eval() (`torch.jit.trace(model.eval(), example)`); switching the loaded model to eval changes nothing.</source>
        <extracomment>hypothesis gap-model-in-train-mode: quick_wins</extracomment>
        <translation>在训练模式下 trace 的模型：在 model.eval() 之后重新导出（`torch.jit.trace(model.eval(), example)`）；把已加载的模型切换到 eval 不会有任何改变。</translation>
    </message>
    <message>
        <source>Reads every volume of the splits (DICOM folders, NIfTI, NRRD, MetaImage, .npy/.npz/.pt arrays) and looks for leakage across them: patients by DICOM identity (IDs and UIDs, and the normalised name with birth date and sex, which survives re-anonymisation), exact duplicates by a hash of the decoded voxels, near-duplicates that survive resampling, cropping, flips and intensity rescaling, and one patient&apos;s cases or one volume&apos;s slices spread over splits. It compares how the splits were prepared (intensity domain and distribution, spacing, dims, orientation, data type, rescale, scanner and protocol tags) with effect sizes and distribution distances, and against a training fingerprint when given. Pictures show the strongest suspected pairs side by side.</source>
        <extracomment>experiment exp-dataset-audit: description</extracomment>
        <translation>读取各划分的每个体积（DICOM 文件夹、NIfTI、NRRD、MetaImage、.npy/.npz/.pt 数组），查找跨划分的泄漏：按 DICOM 身份信息识别患者（ID 和 UID，以及重新匿名化后仍保留的规范化姓名加出生日期和性别），按解码体素的哈希识别完全重复，识别经重采样、裁剪、翻转和强度重缩放后仍可发现的近似重复，以及分散在多个划分中的同一患者的病例或同一体积的切片。它以效应量和分布距离比较各划分的准备方式（强度域和分布、间距、维度、方向、数据类型、重缩放、扫描仪和协议标签），如给出训练指纹，也与其比较。图片并排显示最可疑的配对。</translation>
    </message>
    <message>
        <source>Patients, studies or volumes shared between splits (leakage.*), or splits prepared differently: intensity domain, spacing, dims, orientation, data type, rescale, acquisition, a normalisation fitted on the test set, or a mismatch with the training fingerprint (dataset.*_mismatch).</source>
        <extracomment>experiment exp-dataset-audit: supports</extracomment>
        <translation>各划分之间共享患者、检查或体积（leakage.*），或各划分的准备方式不同：强度域、间距、维度、方向、数据类型、重缩放、采集、在测试集上拟合的归一化，或与训练指纹不一致（dataset.*_mismatch）。</translation>
    </message>
    <message>
        <source>No shared patient, study or volume across the splits (audit.clean_splits, with every volume&apos;s identity known) and no parity difference flagged.</source>
        <extracomment>experiment exp-dataset-audit: refutes</extracomment>
        <translation>各划分之间没有共享的患者、检查或体积（audit.clean_splits，且每个体积的身份都已知），也没有标记出任何一致性差异。</translation>
    </message>
    <message>
        <source>The training split: a folder, or one file (image or array)</source>
        <extracomment>experiment exp-dataset-audit: inputs train</extracomment>
        <translation>训练划分：一个文件夹，或一个文件（图像或数组）</translation>
    </message>
    <message>
        <source>The validation split (optional)</source>
        <extracomment>experiment exp-dataset-audit: inputs validation</extracomment>
        <translation>验证划分（可选）</translation>
    </message>
    <message>
        <source>The test split</source>
        <extracomment>experiment exp-dataset-audit: inputs test</extracomment>
        <translation>测试划分</translation>
    </message>
    <message>
        <source>Data the model fails on: production or another site (optional; audited as a split of its own)</source>
        <extracomment>experiment exp-dataset-audit: inputs new_data</extracomment>
        <translation>模型表现失败的数据：生产数据或另一站点的数据（可选；作为单独的划分审计）</translation>
    </message>
    <message>
        <source>Or: a CSV listing every case with its split (columns case, split, path, and patient when known)</source>
        <extracomment>experiment exp-dataset-audit: inputs splits_csv</extracomment>
        <translation>或：列出每个病例及其划分的 CSV（列为 case、split、path，已知时还有 patient）</translation>
    </message>
    <message>
        <source>nnU-Net&apos;s dataset_fingerprint.json or plans, MONAI&apos;s data statistics, or a preprocessing spec of training (optional)</source>
        <extracomment>experiment exp-dataset-audit: inputs training_fingerprint</extracomment>
        <translation>nnU-Net 的 dataset_fingerprint.json 或 plans、MONAI 的数据统计，或训练的预处理规范（可选）</translation>
    </message>
    <message>
        <source>A TorchScript encoder for a second opinion on near-duplicates (optional)</source>
        <extracomment>experiment exp-dataset-audit: inputs embedding_model</extracomment>
        <translation>用于对近似重复给出第二意见的 TorchScript 编码器（可选）</translation>
    </message>
    <message>
        <source>A submodule&apos;s output holds NaN or Inf (the first one is named), or activations explode layer after layer; or a model run&apos;s output holds NaN or Inf (model.nonfinite_output, with the count, share and classes).</source>
        <extracomment>hypothesis nan-model-forward: supports</extracomment>
        <translation>某个子模块的输出含 NaN 或 Inf（指出第一个），或激活逐层爆炸；或一次模型运行的输出含 NaN 或 Inf（model.nonfinite_output，给出数量、比例和类别）。</translation>
    </message>
    <message>
        <source>The DICOM SEG or RTSTRUCT does not line up with the CT</source>
        <extracomment>symptom seg-misaligned: title</extracomment>
        <translation>DICOM SEG 或 RTSTRUCT 与 CT 对不齐</translation>
    </message>
    <message>
        <source>A segmentation written as DICOM SEG (MONAI Deploy, TotalSegmentator, dcmqi, highdicom) or an RTSTRUCT shows shifted by a few slices, stretched along the slice axis, upside down, on the wrong study, or not at all on its CT, in a PACS viewer, in 3D Slicer or in ScanSleuth.</source>
        <extracomment>symptom seg-misaligned: description</extracomment>
        <translation>以 DICOM SEG（MONAI Deploy、TotalSegmentator、dcmqi、highdicom）或 RTSTRUCT 写出的分割，在 PACS 查看器、3D Slicer 或 ScanSleuth 中显示时偏移了几个切片、沿切片轴被拉伸、上下颠倒、落在错误的检查上，或在其 CT 上根本不显示。</translation>
    </message>
    <message>
        <source>dicom seg, seg, segmentation object, rtstruct, rt struct, structure set, contours, does not line up, misaligned, shifted, wrong slices, slice thickness, reversed, upside down, frame of reference, pacs, slicer, dcmqi, highdicom, monai deploy, totalsegmentator</source>
        <extracomment>symptom seg-misaligned: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>分割对象, 结构集, 轮廓, 勾画, 对不齐, 没对齐, 错位, 偏移, 切片错误, 层厚, 颠倒, 反了, 上下颠倒, 参考坐标系</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s volume differs between tools</source>
        <extracomment>symptom rtstruct-volume-differs: title</extracomment>
        <translation>RTSTRUCT 的体积在不同工具中不一致</translation>
    </message>
    <message>
        <source>The same RTSTRUCT gives different volumes (cc), voxel counts or Dice in ScanSleuth, plastimatch, 3D Slicer, the planning system or a Python script (rt-utils, pydicom + skimage): a few percent, or a structure with a hole counted solid.</source>
        <extracomment>symptom rtstruct-volume-differs: description</extracomment>
        <translation>同一个 RTSTRUCT 在 ScanSleuth、plastimatch、3D Slicer、计划系统或 Python 脚本（rt-utils、pydicom + skimage）中得到不同的体积（cc）、体素数或 Dice：相差几个百分点，或带孔的结构被当作实心计算。</translation>
    </message>
    <message>
        <source>rtstruct, rt struct, structure set, contour, volume differs, cc, voxel count, rasterise, rasterize, plastimatch, rt-utils, hole, donut, ring, end slices, partial volume, dice between tools</source>
        <extracomment>symptom rtstruct-volume-differs: keywords (comma-separated; give the words a user would type, any number)</extracomment>
        <translation>结构集, 轮廓, 勾画, 体积不同, 体积不一致, 体素数, 栅格化, 孔, 空洞, 环形, 端层, 部分容积, 工具之间的 dice</translation>
    </message>
    <message>
        <source>The object references another series or Frame of Reference than the image it is shown on</source>
        <extracomment>hypothesis seg-references-other-image: title</extracomment>
        <translation>该对象引用的序列或参考坐标系（Frame of Reference）与显示它的图像不同</translation>
    </message>
    <message>
        <source>A SEG or RTSTRUCT is drawn on the image it references. Shown on another series (a re-export, a resampled copy, another study of the patient), or written with another Frame of Reference, it can land anywhere.</source>
        <extracomment>hypothesis seg-references-other-image: explanation</extracomment>
        <translation>SEG 或 RTSTRUCT 是绘制在它所引用的图像上的。显示在另一个序列上（重新导出的、重采样的副本、该患者的另一次检查），或以另一个参考坐标系写出时，它可能落在任何位置。</translation>
    </message>
    <message>
        <source>seg.series_mismatch, seg.frame_of_reference_mismatch, seg.instances_missing or seg.references_missing (rtstruct.series_mismatch, rtstruct.frame_of_reference_mismatch for an RTSTRUCT), naming both UIDs.</source>
        <extracomment>hypothesis seg-references-other-image: supports</extracomment>
        <translation>seg.series_mismatch、seg.frame_of_reference_mismatch、seg.instances_missing 或 seg.references_missing（对 RTSTRUCT 为 rtstruct.series_mismatch、rtstruct.frame_of_reference_mismatch），并给出两个 UID。</translation>
    </message>
    <message>
        <source>The object&apos;s referenced series, instances and Frame of Reference are the image&apos;s.</source>
        <extracomment>hypothesis seg-references-other-image: refutes</extracomment>
        <translation>该对象引用的序列、实例和参考坐标系都是该图像的。</translation>
    </message>
    <message>
        <source>scansleuth-cli info SEG.dcm: the &apos;references&apos; line and the image it was placed on.</source>
        <extracomment>hypothesis seg-references-other-image: quick_wins</extracomment>
        <translation>scansleuth-cli info SEG.dcm：查看“references”一行以及它被放置在哪个图像上。</translation>
    </message>
    <message>
        <source>Open the folder with the original series (not a copy) beside the object: scansleuth FOLDER.</source>
        <extracomment>hypothesis seg-references-other-image: quick_wins</extracomment>
        <translation>在该对象旁打开含原始序列（而不是副本）的文件夹：scansleuth FOLDER。</translation>
    </message>
    <message>
        <source>Write the SEG again from the series the model saw (scansleuth-cli convert MASK.nii.gz --to-seg --reference DICOMDIR --out PRED.dcm), so its references are that series&apos;.</source>
        <extracomment>hypothesis seg-references-other-image: escalation</extracomment>
        <translation>从模型实际看到的序列重新写出 SEG（scansleuth-cli convert MASK.nii.gz --to-seg --reference DICOMDIR --out PRED.dcm），使其引用指向该序列。</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames were placed with SliceThickness instead of the real slice spacing</source>
        <extracomment>hypothesis seg-spacing-from-thickness: title</extracomment>
        <translation>SEG 的帧是按 SliceThickness 而不是真实切片间距放置的</translation>
    </message>
    <message>
        <source>A writer that builds frame positions as origin + k x SliceThickness (or uses SpacingBetweenSlices that is not the real gap) stretches or squeezes the mask along the slice axis: the first frames fit, the last are off by many millimetres.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: explanation</extracomment>
        <translation>按 origin + k x SliceThickness 构建帧位置（或使用并非真实间隔的 SpacingBetweenSlices）的写入器，会沿切片轴拉伸或压缩掩膜：前几帧吻合，最后几帧则偏离许多毫米。</translation>
    </message>
    <message>
        <source>seg.frames_off_slice_planes with the offset in mm growing along the slices, or seg.uneven_frame_spacing.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: supports</extracomment>
        <translation>seg.frames_off_slice_planes 给出沿切片递增的以 mm 计的偏移，或 seg.uneven_frame_spacing。</translation>
    </message>
    <message>
        <source>Every frame lies on a slice plane of the image.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: refutes</extracomment>
        <translation>每一帧都位于图像的某个切片平面上。</translation>
    </message>
    <message>
        <source>Take frame positions from each source slice&apos;s ImagePositionPatient, never from an origin and a spacing.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: quick_wins</extracomment>
        <translation>从每个源切片的 ImagePositionPatient 获取帧位置，绝不用原点加间距来推算。</translation>
    </message>
    <message>
        <source>highdicom and dcmqi do this when given the source images: pass the DICOM series, not a NIfTI.</source>
        <extracomment>hypothesis seg-spacing-from-thickness: quick_wins</extracomment>
        <translation>给定源图像时，highdicom 和 dcmqi 就是这样做的：请传入 DICOM 序列，而不是 NIfTI。</translation>
    </message>
    <message>
        <source>Compare the SEG&apos;s PlanePositionSequence with the CT&apos;s positions: python3 -c &quot;import pydicom; s=pydicom.dcmread(&apos;SEG.dcm&apos;); print([f.PlanePositionSequence[0].ImagePositionPatient[2] for f in s.PerFrameFunctionalGroupsSequence][:10])&quot;</source>
        <extracomment>hypothesis seg-spacing-from-thickness: escalation</extracomment>
        <translation>将 SEG 的 PlanePositionSequence 与 CT 的位置比较：python3 -c &quot;import pydicom; s=pydicom.dcmread(&apos;SEG.dcm&apos;); print([f.PlanePositionSequence[0].ImagePositionPatient[2] for f in s.PerFrameFunctionalGroupsSequence][:10])&quot;</translation>
    </message>
    <message>
        <source>The SEG&apos;s frames were written in reversed slice order</source>
        <extracomment>hypothesis seg-frames-reversed: title</extracomment>
        <translation>SEG 的帧是以相反的切片顺序写出的</translation>
    </message>
    <message>
        <source>A writer that pairs mask slice k with source image k, but takes the images in InstanceNumber or file order while the mask is in position order, puts the head&apos;s mask on the feet: the mask is mirrored along the slice axis.</source>
        <extracomment>hypothesis seg-frames-reversed: explanation</extracomment>
        <translation>写入器将掩膜切片 k 与源图像 k 配对，但按 InstanceNumber 或文件顺序取图像，而掩膜按位置顺序排列，于是头部的掩膜被放到了脚上：掩膜沿切片轴被镜像。</translation>
    </message>
    <message>
        <source>seg.frames_reversed (the frames&apos; source images run against their positions), or seg.frame_source_mismatch.</source>
        <extracomment>hypothesis seg-frames-reversed: supports</extracomment>
        <translation>seg.frames_reversed（各帧的源图像与其位置方向相反），或 seg.frame_source_mismatch。</translation>
    </message>
    <message>
        <source>Each frame&apos;s position and source image agree.</source>
        <extracomment>hypothesis seg-frames-reversed: refutes</extracomment>
        <translation>每一帧的位置与其源图像一致。</translation>
    </message>
    <message>
        <source>Sort the source images by position along the slice normal before pairing them with mask slices.</source>
        <extracomment>hypothesis seg-frames-reversed: quick_wins</extracomment>
        <translation>在与掩膜切片配对之前，按沿切片法线的位置对源图像排序。</translation>
    </message>
    <message>
        <source>Check the mask array&apos;s slice order against the NIfTI&apos;s affine before writing (nibabel.aff2axcodes).</source>
        <extracomment>hypothesis seg-frames-reversed: escalation</extracomment>
        <translation>写出前根据 NIfTI 的仿射矩阵检查掩膜数组的切片顺序（nibabel.aff2axcodes）。</translation>
    </message>
    <message>
        <source>Segments lie beyond the image</source>
        <extracomment>hypothesis seg-beyond-image: title</extracomment>
        <translation>分段位于图像之外</translation>
    </message>
    <message>
        <source>Frames or contours outside the image&apos;s field of view (a crop not undone, a wrong origin) cannot be shown on it; viewers drop them or clip them.</source>
        <extracomment>hypothesis seg-beyond-image: explanation</extracomment>
        <translation>位于图像视野之外的帧或轮廓（未还原的裁剪、错误的原点）无法在图像上显示；查看器会丢弃或截断它们。</translation>
    </message>
    <message>
        <source>seg.beyond_image or rtstruct.contours_beyond_image, with how far.</source>
        <extracomment>hypothesis seg-beyond-image: supports</extracomment>
        <translation>seg.beyond_image 或 rtstruct.contours_beyond_image，并给出超出的距离。</translation>
    </message>
    <message>
        <source>Everything lies within the image.</source>
        <extracomment>hypothesis seg-beyond-image: refutes</extracomment>
        <translation>所有内容都位于图像之内。</translation>
    </message>
    <message>
        <source>Undo the crop (or the padding) of the inference pipeline before writing the SEG.</source>
        <extracomment>hypothesis seg-beyond-image: quick_wins</extracomment>
        <translation>在写出 SEG 之前，撤销推理流程中的裁剪（或填充）。</translation>
    </message>
    <message>
        <source>Follow the mask-misaligned investigation on the NIfTI the SEG was written from.</source>
        <extracomment>hypothesis seg-beyond-image: escalation</extracomment>
        <translation>在写出 SEG 所用的 NIfTI 上按 mask-misaligned 调查继续。</translation>
    </message>
    <message>
        <source>The RTSTRUCT&apos;s contours lie on no slice plane of the CT</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: title</extracomment>
        <translation>RTSTRUCT 的轮廓不在 CT 的任何切片平面上</translation>
    </message>
    <message>
        <source>Contours drawn on another series (a different slice spacing, a reconstruction) or shifted in z fall between the CT&apos;s slices; tools then snap them to different slices or drop them.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: explanation</extracomment>
        <translation>在另一个序列上（不同的切片间距、一次重建）勾画的轮廓，或在 z 方向上被偏移的轮廓，会落在 CT 的切片之间；于是各工具会把它们吸附到不同的切片上，或将其丢弃。</translation>
    </message>
    <message>
        <source>rtstruct.contours_off_slice_planes or rtstruct.contours_not_placed, with the offset in mm.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: supports</extracomment>
        <translation>rtstruct.contours_off_slice_planes 或 rtstruct.contours_not_placed，并给出以 mm 计的偏移。</translation>
    </message>
    <message>
        <source>Every contour lies on a slice plane.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: refutes</extracomment>
        <translation>每条轮廓都位于某个切片平面上。</translation>
    </message>
    <message>
        <source>Give the RTSTRUCT the CT it was contoured on (scansleuth-cli info RT.dcm --reference CT_DIR).</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: quick_wins</extracomment>
        <translation>为 RTSTRUCT 提供其勾画时所用的 CT（scansleuth-cli info RT.dcm --reference CT_DIR）。</translation>
    </message>
    <message>
        <source>Re-export the structure set from the planning system against the CT that is used.</source>
        <extracomment>hypothesis rtstruct-off-slice-planes: escalation</extracomment>
        <translation>从计划系统针对实际使用的 CT 重新导出结构集。</translation>
    </message>
    <message>
        <source>The RTSTRUCT references slices that are not there</source>
        <extracomment>hypothesis rtstruct-missing-slices: title</extracomment>
        <translation>RTSTRUCT 引用了不存在的切片</translation>
    </message>
    <message>
        <source>Contours name CT slices (ContourImageSequence) that the folder does not hold: a partial export or an anonymiser that changed SOP Instance UIDs. Tools differ in what they do with such contours.</source>
        <extracomment>hypothesis rtstruct-missing-slices: explanation</extracomment>
        <translation>轮廓指向文件夹中没有的 CT 切片（ContourImageSequence）：部分导出，或匿名化工具更改了 SOP Instance UID。各工具对这类轮廓的处理方式各不相同。</translation>
    </message>
    <message>
        <source>rtstruct.referenced_slices_missing or rtstruct.contour_slice_reference_mismatch, with how many contours could still be placed.</source>
        <extracomment>hypothesis rtstruct-missing-slices: supports</extracomment>
        <translation>rtstruct.referenced_slices_missing 或 rtstruct.contour_slice_reference_mismatch，并给出仍能放置的轮廓数量。</translation>
    </message>
    <message>
        <source>Every referenced slice is present.</source>
        <extracomment>hypothesis rtstruct-missing-slices: refutes</extracomment>
        <translation>每个被引用的切片都存在。</translation>
    </message>
    <message>
        <source>Export the whole CT series with the structure set.</source>
        <extracomment>hypothesis rtstruct-missing-slices: quick_wins</extracomment>
        <translation>将整个 CT 序列与结构集一起导出。</translation>
    </message>
    <message>
        <source>Anonymise the CT and the RTSTRUCT together so that their UIDs stay consistent.</source>
        <extracomment>hypothesis rtstruct-missing-slices: quick_wins</extracomment>
        <translation>将 CT 和 RTSTRUCT 一起匿名化，使它们的 UID 保持一致。</translation>
    </message>
    <message>
        <source>List the missing UIDs (the finding&apos;s evidence) and find them in the PACS.</source>
        <extracomment>hypothesis rtstruct-missing-slices: escalation</extracomment>
        <translation>列出缺失的 UID（发现的证据），并在 PACS 中查找它们。</translation>
    </message>
    <message>
        <source>The other viewer stacks the SEG&apos;s frames instead of placing them by position</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: title</extracomment>
        <translation>另一个查看器将 SEG 的帧直接堆叠，而不是按位置放置</translation>
    </message>
    <message>
        <source>A SEG may omit empty frames and store frames in any order; a tool that stacks frames in stored order (or reads the SEG as an image series) shows a sparse or reordered SEG squeezed or shuffled, and drops segments that share slices.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: explanation</extracomment>
        <translation>SEG 可以省略空帧，并以任意顺序存储帧；按存储顺序堆叠帧（或把 SEG 当作图像序列读取）的工具，会把稀疏或重新排序的 SEG 显示为被压缩或打乱的样子，并丢弃共享切片的分段。</translation>
    </message>
    <message>
        <source>ScanSleuth shows the SEG in place while the other viewer does not.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: supports</extracomment>
        <translation>ScanSleuth 显示 SEG 位置正确，而另一个查看器不正确。</translation>
    </message>
    <message>
        <source>The SEG is off in ScanSleuth too.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: refutes</extracomment>
        <translation>在 ScanSleuth 中 SEG 也是错位的。</translation>
    </message>
    <message>
        <source>Open the SEG in a viewer that places frames by PlanePositionSequence (ScanSleuth, 3D Slicer with QuantitativeReporting).</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: quick_wins</extracomment>
        <translation>在按 PlanePositionSequence 放置帧的查看器中打开 SEG（ScanSleuth、带 QuantitativeReporting 的 3D Slicer）。</translation>
    </message>
    <message>
        <source>Convert to NIfTI with scansleuth-cli convert SEG.dcm OUTDIR (label maps on the CT&apos;s grid) for tools that cannot read SEG.</source>
        <extracomment>hypothesis seg-viewer-stacks-frames: escalation</extracomment>
        <translation>对于无法读取 SEG 的工具，用 scansleuth-cli convert SEG.dcm OUTDIR 转换为 NIfTI（在 CT 网格上的标签图）。</translation>
    </message>
    <message>
        <source>One tool fills the inner contours that the other treats as holes</source>
        <extracomment>hypothesis rtstruct-holes-filled: title</extracomment>
        <translation>一个工具填充了另一个工具视为孔的内轮廓</translation>
    </message>
    <message>
        <source>A ring-shaped structure is stored as an outer and an inner contour on the same plane. ScanSleuth and plastimatch (--xor-contours) combine them by XOR, so the inner one is a hole; tools that fill every contour count the hole in, and the volumes differ by the hole&apos;s size.</source>
        <extracomment>hypothesis rtstruct-holes-filled: explanation</extracomment>
        <translation>环形结构在同一平面上以一个外轮廓和一个内轮廓存储。ScanSleuth 和 plastimatch（--xor-contours）以 XOR 组合它们，因此内轮廓是一个孔；而填充每条轮廓的工具会把孔也算进去，于是体积相差一个孔的大小。</translation>
    </message>
    <message>
        <source>The difference sits inside the structure, on the slices with two or more contours.</source>
        <extracomment>hypothesis rtstruct-holes-filled: supports</extracomment>
        <translation>差异位于结构内部，在有两条或更多轮廓的切片上。</translation>
    </message>
    <message>
        <source>The tools agree on the slices with nested contours.</source>
        <extracomment>hypothesis rtstruct-holes-filled: refutes</extracomment>
        <translation>在有嵌套轮廓的切片上各工具结果一致。</translation>
    </message>
    <message>
        <source>plastimatch convert ... --xor-contours to compare like with like.</source>
        <extracomment>hypothesis rtstruct-holes-filled: quick_wins</extracomment>
        <translation>用 plastimatch convert ... --xor-contours 进行同口径比较。</translation>
    </message>
    <message>
        <source>Decide which the planning system means (CLOSED_PLANAR vs CLOSEDPLANAR_XOR) and use the same rule everywhere.</source>
        <extracomment>hypothesis rtstruct-holes-filled: escalation</extracomment>
        <translation>确定计划系统的本意（CLOSED_PLANAR 还是 CLOSEDPLANAR_XOR），并在所有地方使用同一规则。</translation>
    </message>
    <message>
        <source>The tools use different rules for voxels on the contour and on the end slices</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: title</extracomment>
        <translation>各工具对轮廓上和端层上的体素使用不同的规则</translation>
    </message>
    <message>
        <source>ScanSleuth counts a voxel when its centre is inside the polygon or on it (DICOM PS3.3 C.8.8.6.3); other tools count partial overlap, exclude the border, or add half a slice at the ends. Small structures differ by tens of percent.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: explanation</extracomment>
        <translation>ScanSleuth 在体素中心位于多边形内部或其上时计入该体素（DICOM PS3.3 C.8.8.6.3）；其他工具计入部分重叠、排除边界，或在两端各加半个切片。小结构的差异可达数十个百分点。</translation>
    </message>
    <message>
        <source>The differing voxels form a one-voxel rim around the structure or lie on its first and last slices.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: supports</extracomment>
        <translation>不同的体素在结构周围形成一个体素宽的边缘，或位于其第一个和最后一个切片上。</translation>
    </message>
    <message>
        <source>The differences are not at the border or the end slices.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: refutes</extracomment>
        <translation>差异不在边界或端层上。</translation>
    </message>
    <message>
        <source>Compare volumes only between tools that use the same rule; report which rule each used.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: quick_wins</extracomment>
        <translation>只在使用相同规则的工具之间比较体积；报告每个工具使用的规则。</translation>
    </message>
    <message>
        <source>Rasterise on a finer grid (resample the CT) to make the border&apos;s share small.</source>
        <extracomment>hypothesis rtstruct-inclusion-rule: escalation</extracomment>
        <translation>在更细的网格上栅格化（对 CT 重采样），减小边界所占的比例。</translation>
    </message>
    <message>
        <source>The contours trace voxel centres instead of voxel borders</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: title</extracomment>
        <translation>轮廓描的是体素中心而不是体素边界</translation>
    </message>
    <message>
        <source>Writers that turn a mask into contours through the centres of its edge voxels (marching squares on the voxel grid) draw every structure about half a voxel too small; rasterised again, the border voxels fall out and the volume shrinks.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: explanation</extracomment>
        <translation>通过掩膜边缘体素的中心将掩膜转为轮廓的写入器（在体素网格上使用 marching squares），会把每个结构画小约半个体素；再次栅格化时边界体素被丢掉，体积缩小。</translation>
    </message>
    <message>
        <source>rtstruct.contours_trace_voxel_centres: vertices on voxel-centre coordinates and a consistent shrink of about half a voxel.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: supports</extracomment>
        <translation>rtstruct.contours_trace_voxel_centres：顶点位于体素中心坐标上，且体积一致地缩小约半个体素。</translation>
    </message>
    <message>
        <source>The contours run along voxel borders.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: refutes</extracomment>
        <translation>轮廓沿体素边界走。</translation>
    </message>
    <message>
        <source>Contour the mask at voxel borders (offset by half a voxel), or keep the mask as DICOM SEG, which stores voxels.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: quick_wins</extracomment>
        <translation>在体素边界处（偏移半个体素）勾画掩膜的轮廓，或将掩膜保留为存储体素的 DICOM SEG。</translation>
    </message>
    <message>
        <source>Measure the shrink: scansleuth-cli convert RT.dcm OUT --per-segment, then compare with the mask it was made from.</source>
        <extracomment>hypothesis rtstruct-voxel-centre-contours: escalation</extracomment>
        <translation>测量缩小程度：scansleuth-cli convert RT.dcm OUT --per-segment，然后与生成它的掩膜比较。</translation>
    </message>
    <message>
        <source>Rasterise the RTSTRUCT with ScanSleuth and plastimatch and compare</source>
        <extracomment>experiment exp-rtstruct-peer: title</extracomment>
        <translation>用 ScanSleuth 和 plastimatch 栅格化 RTSTRUCT 并比较</translation>
    </message>
    <message>
        <source>Both tools put the structures on the same CT grid; the per-structure Dice and where the differing voxels lie tell which rule differs.</source>
        <extracomment>experiment exp-rtstruct-peer: description</extracomment>
        <translation>两个工具都把结构放到同一个 CT 网格上；逐结构的 Dice 以及不同体素所在的位置可以说明哪条规则不同。</translation>
    </message>
    <message>
        <source>The differing voxels sit where the hypothesis says (holes, rim or end slices).</source>
        <extracomment>experiment exp-rtstruct-peer: supports</extracomment>
        <translation>不同的体素位于该假设所说的位置（孔、边缘或端层）。</translation>
    </message>
    <message>
        <source>The tools agree (Dice of 0.97 or more per structure) or differ elsewhere.</source>
        <extracomment>experiment exp-rtstruct-peer: refutes</extracomment>
        <translation>各工具结果一致（每个结构的 Dice 不低于 0.97），或差异在别处。</translation>
    </message>
    <message>
        <source>Dice per structure (lowest first)</source>
        <extracomment>experiment exp-rtstruct-peer: form dice</extracomment>
        <translation>每个结构的 Dice（从最低开始）</translation>
    </message>
    <message>
        <source>Where do the differing voxels lie (rim, end slices, inside a ring)?</source>
        <extracomment>experiment exp-rtstruct-peer: form where</extracomment>
        <translation>不同的体素位于哪里（边缘、端层、环内）？</translation>
    </message>
    <message>
        <source>Does the other tool count the inner contours in?</source>
        <extracomment>experiment exp-rtstruct-peer: form other_tool_fills_holes</extracomment>
        <translation>另一个工具是否把内轮廓计算在内？</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::AuditView</name>
    <message>
        <source>No audit yet.</source>
        <translation>尚无审计。</translation>
    </message>
    <message>
        <source>No suspected pair: no patient, study or image was found in two splits.</source>
        <translation>没有可疑配对：没有发现同时出现在两个划分中的患者、检查或图像。</translation>
    </message>
    <message>
        <source>Suspected pairs</source>
        <translation>可疑配对</translation>
    </message>
    <message>
        <source>Preprocessing parity</source>
        <translation>预处理一致性</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Unreadable files</source>
        <translation>无法读取的文件</translation>
    </message>
    <message>
        <source>Suspected pairs (%1)</source>
        <translation>可疑配对（%1）</translation>
    </message>
    <message>
        <source>Preprocessing parity (%1 flagged)</source>
        <translation>预处理一致性（%1 项被标记）</translation>
    </message>
    <message>
        <source>Unreadable files (%1)</source>
        <translation>无法读取的文件（%1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 volumes&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1 个体积&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>suspected pairs: %1</source>
        <translation>可疑配对：%1</translation>
    </message>
    <message>
        <source>parity comparisons flagged: %1 of %2</source>
        <translation>被标记的一致性比较：%1 / %2</translation>
    </message>
    <message>
        <source>unreadable files: %1</source>
        <translation>无法读取的文件：%1</translation>
    </message>
    <message>
        <source>... and more in the Findings tab.</source>
        <translation>……更多内容见“发现”标签页。</translation>
    </message>
    <message>
        <source>No intensity histogram: no split has a readable volume.</source>
        <translation>没有强度直方图：没有任何划分含可读取的体积。</translation>
    </message>
    <message>
        <source>No feature</source>
        <translation>无特征</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Voxel intensities per split (fraction of voxels, each volume weighted equally)</source>
        <translation>各划分的体素强度（体素比例，每个体积权重相同）</translation>
    </message>
    <message>
        <source>%1 per volume, by split</source>
        <translation>每个体积的 %1，按划分</translation>
    </message>
    <message>
        <source>compared with: %1</source>
        <translation>比较对象：%1</translation>
    </message>
    <message>
        <source>same patient ID %1</source>
        <translation>相同患者 ID %1</translation>
    </message>
    <message>
        <source>same person under another ID %1</source>
        <translation>另一 ID 下的同一人 %1</translation>
    </message>
    <message>
        <source>same examination %1</source>
        <translation>相同检查 %1</translation>
    </message>
    <message>
        <source>identical voxels %1</source>
        <translation>体素完全相同 %1</translation>
    </message>
    <message>
        <source>one acquisition %1</source>
        <translation>同一次采集 %1</translation>
    </message>
    <message>
        <source>near-duplicate %1</source>
        <translation>近似重复 %1</translation>
    </message>
    <message>
        <source>split at the wrong level %1</source>
        <translation>划分层级错误 %1</translation>
    </message>
    <message>
        <source>; a pair can have several reasons</source>
        <translation>；一个配对可能有多个原因</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::BoxPlotWidget</name>
    <message>
        <source>No values</source>
        <translation>无数值</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::CaseComparePanel</name>
    <message>
        <source>Select a case in the table or the scatter plot.</source>
        <translation>在表格或散点图中选择一个病例。</translation>
    </message>
    <message>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <source>Against the truth</source>
        <translation>与金标准比较</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>与 %1 比较</translation>
    </message>
    <message>
        <source>Labels only</source>
        <translation>仅标签</translation>
    </message>
    <message>
        <source>truth</source>
        <translation>金标准</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>%1 (the reference)</source>
        <translation>%1（参考）</translation>
    </message>
    <message>
        <source>no label in this map</source>
        <translation>此图中没有标签</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>&amp;Overlay:</source>
        <translation>叠加(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Plane:</source>
        <translation>平面(&amp;P)：</translation>
    </message>
    <message>
        <source>Computing the difference maps...</source>
        <translation>正在计算差异图...</translation>
    </message>
    <message>
        <source>The difference map is being computed...</source>
        <translation>正在计算差异图...</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::CaseTableModel</name>
    <message>
        <source>%1 on another grid</source>
        <translation>%1 位于另一网格上</translation>
    </message>
    <message>
        <source>missing in %1</source>
        <translation>%1 中缺失</translation>
    </message>
    <message>
        <source>could not read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>geometry: %1</source>
        <translation>几何：%1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>unreliable</source>
        <translation>不可靠</translation>
    </message>
    <message>
        <source>Infinite: the label is empty on one side.</source>
        <translation>无穷大：某一侧的标签为空。</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>病例</translation>
    </message>
    <message>
        <source>Δ %1 − %2</source>
        <translation>Δ %1 − %2</translation>
    </message>
    <message>
        <source>%1 vs %2 %3</source>
        <translation>%1 与 %2 %3</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 of run %2 against the truth; sorting ascending puts the worst cases first.</source>
        <translation>运行 %2 相对于金标准的 %1；升序排序时最差的病例排在最前。</translation>
    </message>
    <message>
        <source>The run&apos;s value minus the first run&apos;s; sorting ascending puts the largest differences first.</source>
        <translation>该运行的值减去第一个运行的值；升序排序时差异最大的排在最前。</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ComparisonView</name>
    <message>
        <source>All labels</source>
        <translation>所有标签</translation>
    </message>
    <message>
        <source>missing in %1: %2</source>
        <translation>%1 中缺失：%2</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation>，另有 %1 个</translation>
    </message>
    <message>
        <source>Unmatched: %1 (listed in the table, marked as missing).</source>
        <translation>未匹配：%1（列在表格中，标记为缺失）。</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 volume (ml)</source>
        <translation>%1 体积（ml）</translation>
    </message>
    <message>
        <source>%1 against the truth (all cases, failures at the worst value)</source>
        <translation>%1 相对于金标准（所有病例，失败计为最差值）</translation>
    </message>
    <message>
        <source>%1 between runs (all cases, a failure as no agreement)</source>
        <translation>运行之间的 %1（所有病例，失败计为完全不一致）</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Scatter:</source>
        <translation>散点图(&amp;S)：</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>标签 %1</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::DicomBrowser</name>
    <message>
        <source>Patient / study / series</source>
        <translation>患者 / 检查 / 序列</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Search tags, names and values</source>
        <translation>搜索标签、名称和值</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>VR</source>
        <translation>VR</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Patient %1 %2</source>
        <translation>患者 %1 %2</translation>
    </message>
    <message>
        <source>Study %1 (%2)</source>
        <translation>检查 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n 个分段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ROI(s)</source>
        <translation>
            <numerusform>%n 个 ROI</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::EvidencePage</name>
    <message>
        <source>Click a row to show it in the views.</source>
        <translation>单击某一行即可在视图中显示它。</translation>
    </message>
    <message>
        <source>Overlay where the model&apos;s repeated runs disagree on the views.</source>
        <translation>在视图上叠加显示模型多次重复运行结果不一致之处。</translation>
    </message>
    <message>
        <source>disagreement map (%1)</source>
        <translation>差异图（%1）</translation>
    </message>
    <message>
        <source>Show the suspected &amp;correction</source>
        <translation>显示疑似校正(&amp;C)</translation>
    </message>
    <message>
        <source>Show &amp;disagreement map</source>
        <translation>显示差异图(&amp;D)</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::EvidenceTableModel</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候选原因</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>切片</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 slice %2</source>
        <translation>%1 切片 %2</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Picture not recorded</source>
        <translation>未记录图片</translation>
    </message>
    <message>
        <source>Dice %1</source>
        <translation>Dice %1</translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation>边缘 %1</translation>
    </message>
    <message>
        <source>A candidate cause&apos;s score with the mask as stored (before) and with the cause undone (after): Dice with the reference, or without one the image-edge score of the mask&apos;s boundary (1 = the image&apos;s mean gradient).</source>
        <translation>某个候选原因在掩膜按存储状态（之前）和撤销该原因后（之后）的得分：与参考的 Dice，没有参考时则为掩膜边界的图像边缘得分（1 = 图像的平均梯度）。</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ExperimentPage</name>
    <message>
        <source>Steps (run them yourself):</source>
        <translation>步骤（请自行运行）：</translation>
    </message>
    <message>
        <source>What did you observe?</source>
        <translation>你观察到了什么？</translation>
    </message>
    <message>
        <source>Select a hypothesis to see the experiment that can falsify it.</source>
        <translation>选择一个假设，查看可以证伪它的实验。</translation>
    </message>
    <message>
        <source>Supports &quot;%1&quot; when: %2
Refutes it when: %3</source>
        <translation>在以下情况支持“%1”：%2
在以下情况否定它：%3</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>...</source>
        <translation>...</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <source>ScanSleuth cannot run the check &quot;%1&quot; yet: run it by hand and record what you saw.</source>
        <translation>ScanSleuth 目前还不能运行检查“%1”：请手动运行并记录你看到的结果。</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>正在运行...</translation>
    </message>
    <message>
        <source>Ready to run.</source>
        <translation>可以运行。</translation>
    </message>
    <message>
        <source>Give the required inputs to run this experiment.</source>
        <translation>请提供必需的输入以运行此实验。</translation>
    </message>
    <message>
        <source>Cancelled: nothing was recorded.</source>
        <translation>已取消：未记录任何内容。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>No automated experiment had its inputs.</source>
        <translation>没有任何自动实验具备所需输入。</translation>
    </message>
    <message>
        <source>Observations recorded as %1.</source>
        <translation>观察结果已记录为 %1。</translation>
    </message>
    <message>
        <source>For when you cannot give the inputs (no TorchScript file of your model): the steps to run yourself and a form to record what you saw.</source>
        <translation>适用于无法提供输入的情况（没有模型的 TorchScript 文件）：需自行运行的步骤，以及一个记录所见结果的表单。</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run all automated e&amp;xperiments</source>
        <translation>运行所有自动实验(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Do it by hand instead</source>
        <translation>改为手动操作(&amp;D)</translation>
    </message>
    <message>
        <source>Co&amp;py steps</source>
        <translation>复制步骤(&amp;P)</translation>
    </message>
    <message>
        <source>R&amp;ecord observations</source>
        <translation>记录观察结果(&amp;E)</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ExportPage</name>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Off: patient identifiers are replaced by pseudonyms in the report.</source>
        <translation>关闭：报告中的患者标识信息将被替换为假名。</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>无法写入报告：%1</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message numerus="yes">
        <source>Report written to %1, but %n picture(s) could not be included:
%2</source>
        <translation>
            <numerusform>报告已写入 %1，但有 %n 张图片未能包含：
%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Include patient &amp;identifiers (names, IDs, birth dates)</source>
        <translation>包含患者标识信息（姓名、ID、出生日期）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Export report...</source>
        <translation>导出报告(&amp;E)...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Writing the report to %1...</source>
        <translation>正在将报告写入 %1...</translation>
    </message>
    <message>
        <source>The export was cancelled; no report was written.</source>
        <translation>导出已取消；未写入任何报告。</translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation>无法写入报告</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::FindingText</name>
    <message>
        <source>%1
Measured: %2</source>
        <translation>%1
测量值：%2</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Suggested fix</source>
        <translation>建议的修复</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::HistogramWidget</name>
    <message>
        <source>No histogram</source>
        <translation>无直方图</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::HypothesesPage</name>
    <message>
        <source>Category: %1</source>
        <translation>类别：%1</translation>
    </message>
    <message>
        <source>No investigation open: answer the opening questions first.</source>
        <translation>没有打开的调查：请先回答开头的问题。</translation>
    </message>
    <message>
        <source>Quick wins:</source>
        <translation>快速解决办法：</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::HypothesisTableModel</name>
    <message>
        <source>Untested</source>
        <translation>未检验</translation>
    </message>
    <message>
        <source>Supported</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>Refuted</source>
        <translation>已否定</translation>
    </message>
    <message>
        <source>Inconclusive</source>
        <translation>无定论</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Hypothesis</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>先验</translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation>似然</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::LayerPanel</name>
    <message>
        <source>CT brain</source>
        <translation>CT 脑</translation>
    </message>
    <message>
        <source>CT soft tissue</source>
        <translation>CT 软组织</translation>
    </message>
    <message>
        <source>CT lung</source>
        <translation>CT 肺</translation>
    </message>
    <message>
        <source>CT bone</source>
        <translation>CT 骨</translation>
    </message>
    <message>
        <source>Preset...</source>
        <translation>预设...</translation>
    </message>
    <message>
        <source>Auto (1st-99th percentile)</source>
        <translation>自动（第 1 到第 99 百分位）</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗宽</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>窗位</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>不透明度</translation>
    </message>
    <message>
        <source>  [different grid]</source>
        <translation>  [不同网格]</translation>
    </message>
    <message>
        <source>  [no geometry]</source>
        <translation>  [无几何信息]</translation>
    </message>
    <message>
        <source>Remove layer</source>
        <translation>移除图层</translation>
    </message>
    <message>
        <source>The base image sets the views&apos; frame and stays: open another image to replace it.</source>
        <translation>基础图像决定各视图的坐标系，不能移除：打开另一幅图像即可替换它。</translation>
    </message>
    <message>
        <source>Remove the selected overlay from the views.</source>
        <translation>从视图中移除所选的叠加层。</translation>
    </message>
    <message>
        <source>Colours...</source>
        <translation>颜色...</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>色盲友好</translation>
    </message>
    <message>
        <source>Classic (ITK-SNAP)</source>
        <translation>经典（ITK-SNAP）</translation>
    </message>
    <message>
        <source>Recolour the labels of this map (their names stay).</source>
        <translation>为此图的标签重新着色（名称保持不变）。</translation>
    </message>
    <message>
        <source>Out&amp;line only</source>
        <translation>仅轮廓(&amp;L)</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::PairComparePanel</name>
    <message>
        <source>Select a pair in the table to see both volumes.</source>
        <translation>在表格中选择一个配对以查看两个体积。</translation>
    </message>
    <message>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source> — similarity %1</source>
        <translation> — 相似度 %1</translation>
    </message>
    <message>
        <source>The two volumes do not overlap in patient space (their centres are %1 mm apart): the views are linked with their centres aligned.</source>
        <translation>两个体积在患者空间中没有重叠（其中心相距 %1 mm）：各视图以中心对齐的方式联动。</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;an array without geometry, shown on a 1 mm grid&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;没有几何信息的数组，显示在 1 mm 网格上&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&amp;Plane:</source>
        <translation>平面(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ParityTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Flagged: the splits differ in this feature (|d| or KS D at or above the audit&apos;s thresholds).</source>
        <translation>已标记：各划分在此特征上存在差异（|d| 或 KS D 达到或超过审计阈值）。</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>Splits</source>
        <translation>划分</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>体积</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>中位数 A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>中位数 B</translation>
    </message>
    <message>
        <source>KS D</source>
        <translation>KS D</translation>
    </message>
    <message>
        <source>KS p</source>
        <translation>KS p</translation>
    </message>
    <message>
        <source>Wasserstein</source>
        <translation>Wasserstein</translation>
    </message>
    <message>
        <source>Cohen&apos;s d</source>
        <translation>Cohen&apos;s d</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::QuestionsPage</name>
    <message>
        <source>Describe the symptom, or search: &quot;mask flipped&quot;, &quot;out of memory&quot;...</source>
        <translation>描述症状，或搜索：“掩膜翻转”、“显存不足”...</translation>
    </message>
    <message>
        <source>Training, inference, converting files, viewing...</source>
        <translation>训练、推理、转换文件、查看...</translation>
    </message>
    <message>
        <source>A new library version, new data, a new converter, a new machine...</source>
        <translation>新的库版本、新数据、新的转换工具、新机器...</translation>
    </message>
    <message>
        <source>1. What is the symptom?</source>
        <translation>1. 症状是什么？</translation>
    </message>
    <message>
        <source>2. What were you doing when it appeared?</source>
        <translation>2. 出现问题时你在做什么？</translation>
    </message>
    <message>
        <source>3. What changed recently?</source>
        <translation>3. 最近有什么变化？</translation>
    </message>
    <message>
        <source>Start &amp;investigation</source>
        <translation>开始调查(&amp;I)</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ScatterWidget</name>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <translation>%1：%2 %3，%4 %5</translation>
    </message>
    <message>
        <source>beyond the axes, at the edge: %1</source>
        <translation>超出坐标轴，位于边缘：%1</translation>
    </message>
    <message>
        <source>without a value: %1</source>
        <translation>没有值：%1</translation>
    </message>
    <message>
        <source>Scatter plot of run A against run B</source>
        <translation>运行 A 与运行 B 的散点图</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::SliceView</name>
    <message>
        <source>No image</source>
        <translation>无图像</translation>
    </message>
    <message>
        <source>oblique %1°</source>
        <translation>斜位 %1°</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4) mm</source>
        <translation>%1 (%2, %3, %4) mm</translation>
    </message>
    <message>
        <source>  |  %1: outside</source>
        <translation>  |  %1：超出范围</translation>
    </message>
    <message>
        <source>  |  %1 %2 = %3</source>
        <translation>  |  %1 %2 = %3</translation>
    </message>
    <message>
        <source>  |  %1 = %2</source>
        <translation>  |  %1 = %2</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::SummaryStrip</name>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>IQR</source>
        <translation>IQR</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>病例</translation>
    </message>
    <message>
        <source>Comparable mean</source>
        <translation>可比均值</translation>
    </message>
    <message>
        <source>Comparable cases</source>
        <translation>可比病例</translation>
    </message>
    <message>
        <source>%1 of %2 comparable</source>
        <translation>%2 个中有 %1 个可比</translation>
    </message>
    <message>
        <source>All cases with a usable truth; a run&apos;s failures count as the worst value (Dice 0, distances at the image diagonal).</source>
        <translation>所有具备可用金标准的病例；运行失败计为最差值（Dice 为 0，距离取图像对角线长度）。</translation>
    </message>
    <message>
        <source>Cases where no run failed, with a finite value.</source>
        <translation>没有任何运行失败且取值有限的病例。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 failed %2 of %3</source>
        <translation>%1：%3 例中失败 %2 例</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::SuspectedPairsModel</name>
    <message>
        <source>Same patient ID</source>
        <translation>相同患者 ID</translation>
    </message>
    <message>
        <source>Same patient (name, birth date, sex)</source>
        <translation>相同患者（姓名、出生日期、性别）</translation>
    </message>
    <message>
        <source>Same study</source>
        <translation>相同检查</translation>
    </message>
    <message>
        <source>Same series</source>
        <translation>相同序列</translation>
    </message>
    <message>
        <source>Same DICOM instance</source>
        <translation>相同 DICOM 实例</translation>
    </message>
    <message>
        <source>Same frame of reference</source>
        <translation>相同参考坐标系</translation>
    </message>
    <message>
        <source>Same accession number</source>
        <translation>相同检查号</translation>
    </message>
    <message>
        <source>Same patient (CSV)</source>
        <translation>相同患者（CSV）</translation>
    </message>
    <message>
        <source>Identical voxels</source>
        <translation>体素完全相同</translation>
    </message>
    <message>
        <source>Near-duplicate</source>
        <translation>近似重复</translation>
    </message>
    <message>
        <source>Similar embedding</source>
        <translation>嵌入相似</translation>
    </message>
    <message>
        <source>Parts of one volume</source>
        <translation>同一体积的不同部分</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>(missing record)</source>
        <translation>（记录缺失）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>相似度</translation>
    </message>
    <message>
        <source>Split A</source>
        <translation>划分 A</translation>
    </message>
    <message>
        <source>Case A</source>
        <translation>病例 A</translation>
    </message>
    <message>
        <source>Split B</source>
        <translation>划分 B</translation>
    </message>
    <message>
        <source>Case B</source>
        <translation>病例 B</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>One acquisition (same grid)</source>
        <translation>同一次采集（相同网格）</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::VerdictsPage</name>
    <message>
        <source>Why: the numbers or the observation behind the verdict</source>
        <translation>原因：支撑该判定的数字或观察</translation>
    </message>
    <message>
        <source>Verification gates</source>
        <translation>验证关卡</translation>
    </message>
    <message>
        <source>Notes: where the reproducer, the test and the write-up are</source>
        <translation>备注：复现用例、测试和说明文档所在位置</translation>
    </message>
    <message>
        <source>The cause, in words</source>
        <translation>原因（文字描述）</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Se&amp;t verdict</source>
        <translation>设定判定(&amp;T)</translation>
    </message>
    <message>
        <source>The cause is &amp;explained in words</source>
        <translation>已用文字解释原因(&amp;E)</translation>
    </message>
    <message>
        <source>A minimal case &amp;reproduces it</source>
        <translation>有最小病例可以复现(&amp;R)</translation>
    </message>
    <message>
        <source>A re&amp;gression test now guards against it</source>
        <translation>已有回归测试防止其再次发生(&amp;G)</translation>
    </message>
    <message>
        <source>The cause is doc&amp;umented where the team will find it</source>
        <translation>已将原因记录在团队能找到的地方(&amp;U)</translation>
    </message>
    <message>
        <source>The same pattern was chec&amp;ked elsewhere</source>
        <translation>已在其他地方检查过相同的模式(&amp;K)</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::ViewerState</name>
    <message>
        <source>Label names: %1 from %2 (%3), chosen by you.</source>
        <translation>标签名称：来自 %2 的 %1（%3），由你选择。</translation>
    </message>
    <message>
        <source>Segment names and colours from the DICOM SEG.</source>
        <translation>分段名称和颜色来自 DICOM SEG。</translation>
    </message>
    <message>
        <source>ROI names and colours from the RTSTRUCT.</source>
        <translation>ROI 名称和颜色来自 RTSTRUCT。</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::VolumeView3D</name>
    <message>
        <source>The 3D view needs OpenGL, which the &apos;%1&apos; platform does not provide. Without a display, run under xvfb-run with QT_QPA_PLATFORM=xcb.</source>
        <translation>3D 视图需要 OpenGL，而“%1”平台不提供 OpenGL。没有显示器时，请在 xvfb-run 下以 QT_QPA_PLATFORM=xcb 运行。</translation>
    </message>
</context>
<context>
    <name>scansleuth::widgets::WorkflowPanel</name>
    <message>
        <source>1 Questions</source>
        <translation>1 问题</translation>
    </message>
    <message>
        <source>2 Hypotheses</source>
        <translation>2 假设</translation>
    </message>
    <message>
        <source>3 Experiments</source>
        <translation>3 实验</translation>
    </message>
    <message>
        <source>4 Evidence</source>
        <translation>4 证据</translation>
    </message>
    <message>
        <source>5 Verdicts</source>
        <translation>5 判定</translation>
    </message>
    <message>
        <source>6 Report</source>
        <translation>6 报告</translation>
    </message>
    <message>
        <source>New investigation</source>
        <translation>新建调查</translation>
    </message>
    <message>
        <source>Start a new investigation? The open one has changes that were not saved to a file.</source>
        <translation>要开始新的调查吗？当前打开的调查有尚未保存到文件的更改。</translation>
    </message>
    <message>
        <source>Restore investigation</source>
        <translation>恢复调查</translation>
    </message>
    <message>
        <source>The investigation %1 was not saved when ScanSleuth last closed. Restore the changes autosaved at %2?</source>
        <translation>ScanSleuth 上次关闭时调查 %1 尚未保存。是否恢复 %2 自动保存的更改？</translation>
    </message>
    <message>
        <source>The investigation could not be saved: %1</source>
        <translation>无法保存调查：%1</translation>
    </message>
    <message>
        <source>Open investigation</source>
        <translation>打开调查</translation>
    </message>
    <message>
        <source>Open another investigation? The open one has changes that were not saved.</source>
        <translation>要打开另一个调查吗？当前打开的调查有尚未保存的更改。</translation>
    </message>
    <message>
        <source>The investigation could not be opened.</source>
        <translation>无法打开该调查。</translation>
    </message>
    <message>
        <source>Save investigation</source>
        <translation>保存调查</translation>
    </message>
    <message>
        <source>The investigation could not be saved.</source>
        <translation>无法保存该调查。</translation>
    </message>
    <message>
        <source>ScanSleuth investigations (*.investigation.json *.json);;All files (*)</source>
        <translation>ScanSleuth 调查 (*.investigation.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Investigation</source>
        <translation>调查</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>The investigation was saved, but not all of its pictures were copied.</source>
        <translation>调查已保存，但并非所有图片都已复制。</translation>
    </message>
    <message>
        <source>The previous step (%1)</source>
        <translation>上一步（%1）</translation>
    </message>
    <message>
        <source>The next step (%1)</source>
        <translation>下一步（%1）</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>The investigation was saved, but its pictures were not all copied: %1</source>
        <translation>调查已保存，但其图片未能全部复制：%1</translation>
    </message>
</context>
<context>
    <name>scansleuth::workflow</name>
    <message>
        <source>Crash or error</source>
        <translation>崩溃或错误</translation>
    </message>
    <message>
        <source>Performance or hang</source>
        <translation>性能或挂起</translation>
    </message>
    <message>
        <source>Silent correctness</source>
        <translation>静默的正确性问题</translation>
    </message>
</context>
</TS>

// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "checks/scans/datasetscan.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

// The dataset audit: are the same patients or images on both sides of a split, and were the splits
// prepared the same way? It is a map/reduce so that it scales past one machine:
//   map:    listSources -> (shardOf) -> fingerprintSources  = one Shard of VolumeRecords (no voxels kept)
//   reduce: mergeShards -> auditRecords                      = the AuditResult with its findings
// A single run is the same two steps with one shard, so a merge of N shards gives the same answer.
// Shard files are versioned JSON (auditjson.h); the reduce never needs the raw data.
namespace scansleuth::audit {

// ---------------------------------------------------------------------------------------------------
// Inputs (auditsources.cpp)

// A named split given as a folder or a single file: `--split train=DIR`.
struct SplitInput
{
    std::string name; // "train", "validation", "test", any non-empty name without '=' or '/'
    std::string path;

    friend bool operator==(const SplitInput&, const SplitInput&) = default;
};

// One unit of work: an image file, an array file (.npy/.npz/.pt), or a folder's DICOM files (the DICOM
// files directly inside one folder, read as every series they hold). Never a whole tree.
struct AuditSource
{
    std::string split;
    std::string path;    // the file, or the folder for DICOM
    bool dicom = false;  // path is a folder whose DICOM files are read
    std::string caseId;  // CSV "case" column; else the path relative to the split's root
    std::string patient; // CSV "patient" column; empty when not given

    friend bool operator==(const AuditSource&, const AuditSource&) = default;
};

struct SourceList
{
    std::vector<SplitInput> splits;   // in the order given (CSV: order of first appearance)
    std::vector<AuditSource> sources; // sorted by (split order, path): the same on every machine
    std::vector<checks::FileFailure>
        failures;                  // files with an image extension that are not images, missing CSV paths
    std::int64_t filesSkipped = 0; // not images (README, JSON, DICOMDIR, companions)
};

// Walks each split's folder (recursively, links not followed) with the corrupt-file scan's candidate
// rules (checks/scans/datasetfiles.h) plus .npy/.npz/.pt. Errors: Invalid for an empty or repeated split
// name or an empty list; NotFound for a split path that does not exist.
Result<SourceList> listSources(const std::vector<SplitInput>& splits, const Progress& progress = {});

// A CSV with a header row naming the columns "case", "split", "path" and optionally "patient" (any order,
// case-insensitive, comma or semicolon separated, quoted fields allowed, UTF-8 BOM allowed). Relative paths
// are relative to the CSV's folder; a path may be a file or a folder (walked as above, caseId = the CSV's
// case). A row whose path does not exist or holds no image is a failure, not an error. Errors: NotFound,
// Invalid (no header, missing column, a row with the wrong number of fields: naming the line).
Result<SourceList> readSplitCsv(const std::string& csvPath, const Progress& progress = {});

// Shard `index` of `count` (0-based): sources whose position in the list is congruent to index modulo
// count, so shards are balanced and each is a pure function of the list. Invalid when index >= count or
// count < 1.
Result<std::vector<AuditSource>> shardOf(const std::vector<AuditSource>& sources, int index, int count);

// ---------------------------------------------------------------------------------------------------
// What one volume leaves behind (records.cpp)

// Who the image belongs to. DICOM tags, or the DICOM series beside a NIfTI/NRRD/MetaImage file, or the
// CSV's patient column. "Beside" (dcm2niix's layout): the first series, in path order, among the DICOM files
// directly in the image's own folder and then in each of its direct subfolders, whose dims equal the image's
// up to their order (a conversion may reorient) and whose voxel centres span the same box in patient space
// (within half the series' largest spacing, at least 1 mm). Its identity and scanner tags become the image's.
struct Identity
{
    std::string patientId, patientName, birthDate,
        sex; // DICOM (0010,0020) (0010,0010) (0010,0030) (0010,0040)
    std::string studyUid, seriesUid, frameOfReferenceUid, accessionNumber;
    std::vector<std::string> sopUids; // SOPInstanceUID of every file of the series, sorted
    std::string csvPatient;           // the CSV's patient column
    std::string from;                 // "dicom", "dicom-beside" (a NIfTI's DICOM source), "csv", "" (none)
    std::string dicomSource;          // dicom-beside: the folder the identity was read from

    friend bool operator==(const Identity&, const Identity&) = default;
};

// A patient's name for fuzzy matching (identity.cpp): the first non-empty '='-group of the DICOM name
// (UTF-8, or Latin-1 bytes), upper case, Latin letters folded to ASCII (Ü -> U, ß -> SS, Ř -> R), '^' and
// any punctuation become spaces, the German digraphs AE/OE/UE folded to A/O/U (so "Müller^Hans",
// "MUELLER HANS" and "Muller, Hans" all give "HANS MULLER"), one-letter parts (initials) dropped, parts
// sorted and joined by single spaces. Empty for anonymised placeholders: "", names of only placeholder
// words ("ANONYMOUS", "ANON", "UNKNOWN", "PATIENT"...) and any name with a digit (pseudonyms like
// "ANON^12345", "LIDC-IDRI-0001").
std::string normalisedName(const std::string& dicomName);

// An identifier that names nobody (identity.cpp): empty, only zeros, or an anonymisation placeholder
// ("ANON", "ANONYMOUS", "ANONYMIZED", "ANONYMISED", "UNKNOWN", "NONE", "NA", "N/A", "NULL", "REMOVED",
// "PATIENT", "TEST"; any case, spaces around ignored). Such IDs never match, and never name a patient.
bool isPlaceholderId(const std::string& id);
// Whether a record names its patient: a PatientID or CSV patient that is not a placeholder, or a name that
// normalises to something (normalisedName). Without it, only the record's content can be compared.
bool hasPatientIdentity(const Identity& identity);

// Per-volume intensity summary of the real values (slope * stored + intercept), finite voxels only.
// Quantiles are exact (not sampled): quantiles[q] at q/100 (numpy's linear method), q = 0..100, so a split's
// distribution is the average of its volumes' quantile functions' CDFs (parity.cpp).
inline constexpr int kQuantileCount = 101;
struct IntensityProfile
{
    std::int64_t count = 0;     // finite voxels
    std::int64_t nonFinite = 0; // NaN and infinities
    double min = 0, max = 0, mean = 0, std = 0;
    std::array<double, kQuantileCount> quantiles{};
    double zeroFraction = 0;    // exact zeros / count (background of skull-stripped or cropped data)
    bool integerValued = false; // every finite value an integer

    friend bool operator==(const IntensityProfile&, const IntensityProfile&) = default;
};

// What the voxels are, independent of how they were stored (content.cpp).
//  - voxelHash: 128 bits (hex) over the canonical (closest RAS, volume::reorientToCanonical) sizes and the
//    real values converted to float32 (NaN canonicalised): the same image saved as DICOM int16 with a
//    rescale and as a float NIfTI, or as a gzipped NRRD, hashes the same. Geometry (origin, spacing) is
//    not hashed: a re-export that changed only the header is still a duplicate.
//  - thumbnail: the volume resampled (box-filtered) onto an isotropic grid of `thumbnailSpacing` mm in its
//    canonical frame, intensities replaced by their rank (quantile in the volume, 0..255), so resampling
//    and any monotonic intensity rescale change it little. Arrays without geometry (.npy) use 1 mm voxels.
//    Dims are stored in thumbnailSize (x fastest); 2D images have size[2] == 1.
//  - screen: a short vector for the all-pairs screening, robust to crops: block means on a grid placed by the
//    object's centroid, so that a flip of the volume reverses the blocks along that axis; the search compares
//    them under all 8 flips (docs/audit-fingerprints.md). Unit length; zero for a constant image.
inline constexpr int kScreenLength = 64;
// An embedding is a short vector (an encoder's pooled features), kept in every shard file.
inline constexpr std::size_t kMaxEmbeddingLength = 4096;
struct ContentFingerprint
{
    std::string voxelHash;
    std::array<float, kScreenLength> screen{};
    double thumbnailSpacing = 0; // mm
    std::array<int, 3> thumbnailSize{0, 0, 0};
    std::vector<std::uint8_t> thumbnail;
    // Optional second opinion: a TorchScript model's output for the volume (FingerprintOptions::
    // embeddingModel), L2-normalised; empty when not asked for.
    std::vector<float> embedding;

    friend bool operator==(const ContentFingerprint&, const ContentFingerprint&) = default;
};

// Fingerprints one volume (real values). Errors: Invalid for an empty volume; TooLarge for memory.
Result<ContentFingerprint> fingerprintContent(const volume::Volume& v);

// One volume of one source: a DICOM series (its first time point when 4D), an image file, an array of a
// .npy/.npz (each array of an .npz its own record, label = the array's name) or a .pt.
struct VolumeRecord
{
    std::string split, caseId, path; // path: the file, or the series' folder
    std::string label;               // DICOM series label, .npz array name; else empty
    std::string format;              // io::formatName, or "npy", "npz", "pt"
    int volumes = 1;                 // time points of a 4D image (only the first is fingerprinted)
    Identity identity;
    // Modality, scanner and protocol facts, by DICOM keyword: Modality, Manufacturer, ManufacturerModelName,
    // ProtocolName, SeriesDescription, ConvolutionKernel, MagneticFieldStrength, KVP, SliceThickness,
    // InstitutionName, BodyPartExamined; NIfTI: "descrip"; only those present. Philips scaling
    // (docs/philips-scaling.md): PhilipsRescaleSlope, PhilipsRescaleIntercept, PhilipsScaleSlope,
    // PhilipsValues
    // ("display"/"precise"), from the DICOM series or a NIfTI's dcm2niix sidecar (<stem>.json) or
    // description.
    std::map<std::string, std::string> tags;
    bool hasGeometry = true;                   // false for arrays (npy/npz/pt): spacing unknown
    std::array<std::int64_t, 3> dims{0, 0, 0}; // storage order; arrays: last three axes reversed (x fastest)
    std::array<double, 3> spacing{0, 0, 0};    // mm, storage order
    // Where the grid lies (volume::Geometry, LPS mm): the centre of voxel 0 and the storage axes' unit
    // vectors as columns. Zero for arrays. Two records on one grid agree in dims, spacing, origin and
    // direction: the time points of one acquisition do (leakage.same_acquisition).
    volume::Vec3 origin{0, 0, 0};
    volume::Mat3 direction{};
    std::string orientation; // axis codes of the storage axes, e.g. "LPS", "RAS", "LPI"; "" for arrays
    std::string dtype;       // stored type: "int16", "float32", ...
    double rescaleSlope = 1, rescaleIntercept = 0;
    IntensityProfile intensity;
    ContentFingerprint content;

    friend bool operator==(const VolumeRecord&, const VolumeRecord&) = default;
};

struct FingerprintOptions
{
    bool nearDuplicates = true; // compute thumbnails and screens (the hash and statistics always)
    // TorchScript model for the optional embedding second opinion; empty: none. (embedding.cpp)
    std::string embeddingModel;
    std::string device = "auto";

    friend bool operator==(const FingerprintOptions&, const FingerprintOptions&) = default;
};

// The map step's output. A shard knows which shard it is, so a merge can check it has them all.
inline constexpr int kShardFormatVersion = 2; // 2: records carry origin and direction
struct Shard
{
    int index = 0, count = 1;
    std::vector<SplitInput> splits;
    std::int64_t sources = 0;                  // sources in this shard
    std::vector<VolumeRecord> records;         // sorted by (split order, path, label)
    std::vector<checks::FileFailure> failures; // sorted by path
    FingerprintOptions options;
    std::string toolVersion;
};

// Shard `index` of `count` of the list: reads every source of shardOf(list.sources, index, count) (DICOM
// folders as every series in them; partial success is normal) and records each volume; a source that
// fails is a failure with the loader's reason and the run goes on. The list's own failures go into shard
// 0 only. Runs on threadLimit() threads with at most that many sources in memory (each released once
// recorded). A single run is fingerprintShard(list, 0, 1). Errors: Invalid (bad index/count), Cancelled,
// and the embedding model's load error.
Result<Shard> fingerprintShard(const SourceList& list, int index, int count,
                               const FingerprintOptions& options = {}, const Progress& progress = {});

// The optional second opinion (embedding.cpp): a TorchScript model that maps a volume to a vector, loaded
// once per run, thread-safe. The volume is given as float32 real values [1, 1, D, H, W] resampled to the
// model's stated input size (docs/dataset-audit.md); its output is flattened and L2-normalised.
class Embedder
{
public:
    virtual ~Embedder() = default;
    // Errors: the model loader's (NotFound, Corrupt, Unsupported), and an output that is not a tensor.
    static Result<std::shared_ptr<const Embedder>> load(const std::string& path, const std::string& device);
    virtual Result<std::vector<float>> embed(const volume::Volume& v) const = 0;
    virtual std::string deviceName() const = 0; // "cpu", "cuda:0"
};

// Records of one source (used by fingerprintShard; public for tests). The embedder may be null.
Result<std::vector<VolumeRecord>> recordSource(const AuditSource& source, const FingerprintOptions& options,
                                               const Embedder* embedder = nullptr);

// Reduce: shards of one run into one. Errors (Invalid, naming the files' shard numbers): another format
// version, different split lists or shard counts, a shard missing or given twice.
Result<Shard> mergeShards(std::vector<Shard> shards);

// ---------------------------------------------------------------------------------------------------
// Near-duplicates (nearduplicates.cpp)

// How alike two thumbnails are: normalised cross-correlation of the ranks over their overlap, maximised over
// the 8 axis flips and over translations (a crop is a translation of the overlap), at the coarser spacing.
struct NearMatch
{
    double similarity = 0;           // NCC in [-1, 1]
    double overlap = 0;              // overlap / the smaller thumbnail's extent, 0..1
    std::array<bool, 3> flipped{};   // the flips that matched (x, y, z of the canonical frame)
    std::array<double, 3> shiftMm{}; // translation of B against A that matched, mm
};
NearMatch compareThumbnails(const ContentFingerprint& a, const ContentFingerprint& b);

// The calibrated threshold (docs/dataset-audit.md says how it was chosen) and the smallest overlap.
inline constexpr double kNearDuplicateSimilarity =
    0.82; // docs/audit-fingerprints.md: measured, with its margin
inline constexpr double kMinimumOverlap = 0.5;

// A pair of records from different splits.
struct RecordPair
{
    std::size_t a = 0, b = 0; // indices into AuditResult::records, a < b
    NearMatch match;          // near-duplicates only
    // An embedding pair (findEmbeddingPairs): match.similarity holds the cosine of the two embeddings and
    // the rest of `match` is empty.
    bool embedding = false;
};

// Every cross-split pair whose thumbnails match (similarity >= threshold and overlap >= kMinimumOverlap),
// screened first by the screen vectors so that 10,000 records take seconds. Records with equal voxel hashes
// are left out (they are exact duplicates). Runs on threadLimit() threads.
Result<std::vector<RecordPair>> findNearDuplicates(const std::vector<VolumeRecord>& records,
                                                   double threshold = kNearDuplicateSimilarity,
                                                   const Progress& progress = {});

// Every cross-split pair of records that both carry embeddings of one length whose cosine is at least
// `threshold`, strongest first (auditentry.cpp). Runs on threadLimit() threads.
inline constexpr double kEmbeddingSimilarity = 0.98;
Result<std::vector<RecordPair>> findEmbeddingPairs(const std::vector<VolumeRecord>& records, double threshold,
                                                   const Progress& progress = {});

// ---------------------------------------------------------------------------------------------------
// The reduce (auditrecords.cpp: leakage in identity.cpp, parity in parity.cpp)

// One suspected leak between two records of different splits.
struct SuspectedPair
{
    std::size_t a = 0, b = 0; // indices into AuditResult::records (a's split before b's)
    std::string kind;         // "patient", "fuzzy-identity", "study", "series", "instance",
                              // "frame-of-reference", "accession", "csv-patient", "duplicate",
                              // "same-volume-parts", "same-acquisition", "near-duplicate", "embedding"
    std::string code;         // the finding code it feeds: leakage.*
    double similarity = 1;    // near-duplicate / embedding; 1 otherwise
    std::vector<std::string>
        evidence;    // "PatientID 'P001' in both", "NCC 0.991 after flipping x, shift 12 mm"
    NearMatch match; // near-duplicates
};

// The per-split distribution of one per-volume quantity (mean intensity, p99, spacing z, ...) or of the
// voxel intensities themselves, compared between two splits.
struct FeatureComparison
{
    std::string feature; // "intensity", "mean", "std", "p01", "p99", "spacing_x", "dims_z", ...
    std::string unit;    // "", "mm", "voxels"
    std::string splitA, splitB;
    std::int64_t countA = 0, countB = 0; // volumes
    double medianA = 0, medianB = 0;
    double ks = 0;          // two-sample Kolmogorov-Smirnov statistic D
    double ksPValue = 1;    // asymptotic (volumes as samples; for "intensity" with the volume counts as n)
    double wasserstein = 0; // first Wasserstein distance, in the feature's unit
    double effectSize = 0;  // Cohen's d (pooled std); 0 when both stds are 0 and means equal
    bool flagged = false;
};

// One split's distributions, for plots: box statistics of per-volume features and the pooled intensity
// histogram over common edges (every split of the audit uses the same edges).
struct SplitProfile
{
    std::string split;
    std::int64_t volumes = 0, failures = 0;
    std::map<std::string, std::vector<double>> features; // feature -> one value per volume (records' order)
    std::vector<double> histogramEdges;                  // n + 1, shared by all splits
    std::vector<double> histogram; // n, fractions summing to 1 (volumes weighted equally)
    std::map<std::string, std::map<std::string, int>>
        categorical; // "orientation", "dtype", "Modality"... -> value -> count
    std::string
        valueDomain; // "hu", "unit", "zscore", "uint8", "raw", "mixed": the classic normalisations recognised
};

// A training-side fingerprint to compare the splits with (trainingfingerprint.cpp).
struct ReferenceFingerprint
{
    std::string path;
    std::string kind; // "nnunet-fingerprint", "nnunet-plans", "monai-datastats", "preprocessing-spec"
    // What it states, as comparable values: "spacing_median_x", "intensity_mean", "intensity_std",
    // "intensity_p00_5", "intensity_p99_5", "intensity_min", "intensity_max", "dims_median_x", ...
    std::map<std::string, double> values;
    std::string normalisation; // "CTNormalization", "ZScoreNormalization", ... when stated
};
// nnU-Net's dataset_fingerprint.json or nnUNetPlans.json, MONAI's DataAnalyzer datastats.yaml/json, or a
// preprocessing spec (preprocess/spec.h), recognised by content. Errors: NotFound, Corrupt, Unsupported.
Result<ReferenceFingerprint> readReferenceFingerprint(const std::string& path);

struct AuditOptions
{
    double nearDuplicateSimilarity = kNearDuplicateSimilarity;
    // Cosine of two records' embeddings at or above which they are suspected (the model's own scale: no
    // threshold fits every model, so check it on two scans known to be different people).
    double embeddingSimilarity = kEmbeddingSimilarity;
    double parityEffectSize = 0.8;       // |Cohen's d| at or above flags a feature (with ks p < 0.01)
    double parityKs = 0.5;               // or KS D at or above this with p < 0.05 (docs/audit-parity.md)
    std::vector<std::string> references; // paths for readReferenceFingerprint
};

struct AuditResult
{
    std::vector<SplitInput> splits;
    std::vector<VolumeRecord> records;         // the merged shards' records
    std::vector<checks::FileFailure> failures; // unreadable files, with the reason
    std::vector<SuspectedPair> pairs;          // strongest first (identity, exact, near)
    std::vector<SplitProfile> profiles;        // one per split, in the splits' order
    std::vector<FeatureComparison> parity;     // every split pair x feature; flagged ones first
    std::vector<ReferenceFingerprint> references;
    // leakage.patient_overlap, leakage.fuzzy_identity, leakage.study_overlap, leakage.duplicate_volume,
    // leakage.near_duplicate, leakage.same_acquisition (volumes of one 4D acquisition), leakage.split_level
    // (one patient's cases or one volume's slices/patches over splits), dataset.intensity_mismatch (names HU
    // vs [0,1] vs z-score), dataset.spacing_mismatch, dataset.dims_mismatch, dataset.orientation_mismatch,
    // dataset.dtype_mismatch, dataset.rescale_mismatch, dataset.acquisition_mismatch,
    // dataset.philips_scaling_mismatch, dataset.normalisation_fitted_on_test, dataset.reference_mismatch,
    // dataset.unreadable_file, audit.clean_splits (no leakage found), audit.summary (always last).
    Findings findings;
};

// The reduce: leakage, parity and findings from the records (no file is read, except the references).
// Errors: Invalid for fewer than two splits with records; Cancelled; a reference's read error as it is.
Result<AuditResult> auditRecords(const Shard& merged, const AuditOptions& options = {},
                                 const Progress& progress = {});

// fingerprintShard(list, 0, 1) + auditRecords in one call, for the GUI and `audit --split/--csv`.
Result<AuditResult> auditSources(const SourceList& list, const FingerprintOptions& fingerprint = {},
                                 const AuditOptions& options = {}, const Progress& progress = {});

} // namespace scansleuth::audit

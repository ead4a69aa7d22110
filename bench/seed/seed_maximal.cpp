// Copied verbatim from seed 000_280edabfccf82ce1 (tiled-experiment program: maximal jumps) up to main(); main() replaced by a
// minimal driver. Compiled with g++ -O2 into a temp dir by bench/konane.bench.ts and the tests.
#include <bits/stdc++.h>

// bits/stdc++.h を使う場合、std名前空間をまとめて使用することが多い
using namespace std;

// 計算済みの局面とその値を保存するメモ化テーブル
map<vector<string>, string> memo;

// 関数の前方宣言
string generate_game_string(const vector<string>& board);

// set<string>の要素を","で連結するヘルパー関数
string join(const set<string>& s) {
    if (s.empty()) {
        return "";
    }
    stringstream ss;
    for (auto it = s.begin(); it != s.end(); ++it) {
        if (it != s.begin()) {
            ss << ",";
        }
        ss << *it;
    }
    return ss.str();
}

/**
 * @brief 一般化コナネの盤面からそのゲームの値を文字列として再帰的に生成する
 * @param board 現在の盤面状態
 * @return ゲームの値を表す文字列
 */
string generate_game_string(const vector<string>& board) {
    if (memo.count(board)) {
        return memo[board];
    }

    int rows = board.size();
    if (rows == 0) return "0";
    int cols = board[0].size();

    set<string> left_options;
    set<string> right_options;
    int dr[] = {-1, 1, 0, 0};
    int dc[] = {0, 0, -1, 1};

    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            // --- 左プレイヤー (黒 'B') の手 ---
            if (board[r][c] == 'B') {
                for (int i = 0; i < 4; ++i) {
                    if (r + 2 * dr[i] >= 0 && r + 2 * dr[i] < rows && c + 2 * dc[i] >= 0 && c + 2 * dc[i] < cols &&
                        board[r + dr[i]][c + dc[i]] == 'W' && board[r + 2 * dr[i]][c + 2 * dc[i]] == '.') {
                        
                        vector<string> next_board = board;
                        int cur_r = r, cur_c = c;
                        
                        // 連続ジャンプの処理
                        while (cur_r + 2 * dr[i] >= 0 && cur_r + 2 * dr[i] < rows && cur_c + 2 * dc[i] >= 0 && cur_c + 2 * dc[i] < cols &&
                               next_board[cur_r + dr[i]][cur_c + dc[i]] == 'W' && next_board[cur_r + 2 * dr[i]][cur_c + 2 * dc[i]] == '.') {
                            
                            next_board[cur_r][cur_c] = '.';
                            next_board[cur_r + dr[i]][cur_c + dc[i]] = '.';
                            cur_r += 2 * dr[i];
                            cur_c += 2 * dc[i];
                            next_board[cur_r][cur_c] = 'B';
                        }
                        // 全ての連続ジャンプが終わった後に1回だけ再帰呼び出し
                        left_options.insert(generate_game_string(next_board));
                    }
                }
            }
            // --- 右プレイヤー (白 'W') の手 ---
            else if (board[r][c] == 'W') {
                for (int i = 0; i < 4; ++i) {
                    if (r + 2 * dr[i] >= 0 && r + 2 * dr[i] < rows && c + 2 * dc[i] >= 0 && c + 2 * dc[i] < cols &&
                        board[r + dr[i]][c + dc[i]] == 'B' && board[r + 2 * dr[i]][c + 2 * dc[i]] == '.') {
                        
                        vector<string> next_board = board;
                        int cur_r = r, cur_c = c;
                        
                        while (cur_r + 2 * dr[i] >= 0 && cur_r + 2 * dr[i] < rows && cur_c + 2 * dc[i] >= 0 && cur_c + 2 * dc[i] < cols &&
                               next_board[cur_r + dr[i]][cur_c + dc[i]] == 'B' && next_board[cur_r + 2 * dr[i]][cur_c + 2 * dc[i]] == '.') {
                            
                            next_board[cur_r][cur_c] = '.';
                            next_board[cur_r + dr[i]][cur_c + dc[i]] = '.';
                            cur_r += 2 * dr[i];
                            cur_c += 2 * dc[i];
                            next_board[cur_r][cur_c] = 'W';
                        }
                        // 全ての連続ジャンプが終わった後に1回だけ再帰呼び出し
                        right_options.insert(generate_game_string(next_board));
                    }
                }
            }
        }
    }
    
    string result = "{" + join(left_options) + "|" + join(right_options) + "}";
    if (result == "{|}") {
        result = "0";
    }
    memo[board] = result;
    return result; 
}

// 「タイルパターン」を生成する関数
vector<string> generate_tiled_pattern_board(int n) {
    vector<string> board(n, string(n, '.'));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            int local_row = i % 3;
            int local_col = j % 3;
            if (local_row == 1) {
                if (local_col == 0) board[i][j] = 'B';
                if (local_col == 1) board[i][j] = 'W';
            } else if (local_row == 2) {
                if (local_col == 0) board[i][j] = 'W';
                if (local_col == 1) board[i][j] = 'B';
            }
        }
    }
    return board;
}


// ---- cgtlab driver (not from the seed): 3×n boards or a board on stdin ----
// usage: seed_X N [print]   -> the 3×N board ('.'*N, ('BW.'*N)[:N], ('WB.'*N)[:N])
//        seed_X - [print]   -> reads "rows cols" then the rows from stdin
// prints one line "string_length,unique_positions,time_ms" (and the string on a second line with "print")
int main(int argc, char** argv) {
    if (argc < 2) { cerr << "usage: " << argv[0] << " N|- [print]" << endl; return 2; }
    vector<string> board;
    if (string(argv[1]) == "-") {
        int a, b; cin >> a >> b; board.resize(a);
        for (int i = 0; i < a; i++) cin >> board[i];
    } else {
        int n = atoi(argv[1]);
        string r0(n, '.'), r1, r2;
        for (int j = 0; j < n; j++) { r1 += "BW."[j % 3]; r2 += "WB."[j % 3]; }
        board = {r0, r1, r2};
    }
    memo.clear();
    auto t0 = chrono::steady_clock::now();
    string ans = generate_game_string(board);
    auto t1 = chrono::steady_clock::now();
    cout << ans.length() << "," << memo.size() << ","
         << chrono::duration_cast<chrono::milliseconds>(t1 - t0).count() << "\n";
    if (argc > 2 && string(argv[2]) == "print") cout << ans << "\n";
    return 0;
}

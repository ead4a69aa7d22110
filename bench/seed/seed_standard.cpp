// Copied verbatim from seed 000_280edabfccf82ce1 (first program: every landing square is an option; W branch bug kept) up to main(); main() replaced by a
// minimal driver. Compiled with g++ -O2 into a temp dir by bench/konane.bench.ts and the tests.
#include <bits/stdc++.h>
using namespace std;
map<vector<string>, string> memo;
string generate_game_string(const vector<string>& board);


string join(const set<string>& s) {
    if (s.empty()) {
        return ""; //何もなかったら何も出さないということ
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



string generate_game_string(const vector<string>& board) {
   
    if (memo.count(board)) { //メモ化再帰
        return memo[board];
    }

    int rows = board.size();
    if (rows == 0) return "0"; //{|}->0にした
    int cols = board[0].size();

    // 左右のプレイヤーの選択肢を格納する
    set<string> left_options;  // 黒 'B' の手
    set<string> right_options; // 白 'W' の手

    // 移動方向 (上, 下, 左, 右)
    int dr[] = {-1, 1, 0, 0};
    int dc[] = {0, 0, -1, 1};

    // 2. 盤面全体を探索し、すべての可能な手を探す
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            // --- 左プレイヤー (黒 'B') の手を探す ---
            if (board[r][c] == 'B') {
                for (int i = 0; i < 4; ++i) {
                    int jump_over_r = r + dr[i];
                    int jump_over_c = c + dc[i];
                    int land_on_r = r + 2 * dr[i];
                    int land_on_c = c + 2 * dc[i];

                    // ジャンプ可能かチェック
                    if (0 <= land_on_r  && land_on_r < rows && 0 <= land_on_c && land_on_c < cols &&
                        board[jump_over_r][jump_over_c] == 'W' && board[land_on_r][land_on_c] == '.') {
                        
                        vector<string> next_board = board;
                        int cur_r = r, cur_c = c;
                        // 連続ジャンプの処理
                        while (0 <= cur_r + 2 * dr[i]  && cur_r + 2 * dr[i] < rows &&
                               0 <= cur_c + 2 * dc[i]  && cur_c + 2 * dc[i] < cols &&
                               next_board[cur_r + dr[i]][cur_c + dc[i]] == 'W' &&
                               next_board[cur_r + 2 * dr[i]][cur_c + 2 * dc[i]] == '.') {
                            
                            next_board[cur_r][cur_c] = '.';
                            next_board[cur_r + dr[i]][cur_c + dc[i]] = '.'; // 飛び越えられた駒を消す
                            cur_r += 2 * dr[i];
                            cur_c += 2 * dc[i];
                            next_board[cur_r][cur_c] = 'B';
                        left_options.insert(generate_game_string(next_board));// 再帰呼び出し
                        }
                       
                    }
                }
            }
            // 右プレイヤー (白 'W') の手を探す 
            else if (board[r][c] == 'W') {
                for (int i = 0; i < 4; ++i) {
                     int jump_over_r = r + dr[i];
                    int jump_over_c = c + dc[i];
                    int land_on_r = r + 2 * dr[i];
                    int land_on_c = c + 2 * dc[i];

                    if (0 <= land_on_r  && land_on_r < rows && 0 <= land_on_c  && land_on_c < cols &&
                        board[jump_over_r][jump_over_c] == 'B' && board[land_on_r][land_on_c] == '.') {
                        
                        vector<string> next_board = board;
                        int cur_r = r, cur_c = c;
                        
                        while (0 <= cur_r + 2 * dr[i]  && cur_r + 2 * dr[i] < rows &&
                               0 <= cur_r + 2 * dr[i]  && cur_c + 2 * dc[i] < cols &&
                               next_board[cur_r + dr[i]][cur_c + dc[i]] == 'B' &&
                               next_board[cur_r + 2 * dr[i]][cur_c + 2 * dc[i]] == '.') {
                            
                            next_board[cur_r][cur_c] = '.';
                            next_board[cur_r + dr[i]][cur_c + dc[i]] = '.';// 飛び越えられた駒を消す
                            cur_r += 2 * dr[i];
                            cur_c += 2 * dc[i];
                            next_board[cur_r][cur_c] = 'W';
                             right_options.insert(generate_game_string(next_board)); //再帰呼び出し
                        }
                       
                    }
                }
            }
        }
    }
    

    string result = "{" + join(left_options) + "|" + join(right_options) + "}";
    if(result=="{|}") result ="0"; //重要で{|}を0に直している(定義から)
    memo[board] = result;//メモ化再帰
    return result; 
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
